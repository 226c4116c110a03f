/** What reading the whole file front to back found: what the cross-references must agree with. */
import type { StreamExtent } from './stream-data';
import { Landmarks } from './landmarks';

export class FileMap {
  /** Each `N G obj` in token position, labelled with its object number. */
  readonly objects: Landmarks;
  /** Each `xref` table and each cross-reference stream object. */
  readonly sections: Landmarks;
  /** Offsets of in-use objects as the cross-references give them (pairs: object number, offset). */
  readonly entries: number[] = [];
  /** Object streams the cross-references send readers to. */
  readonly containers = new Set<number>();
  /** /Prev and /XRefStm of every trailer and cross-reference stream. */
  readonly sectionPointers: number[] = [];
  readonly objectStreams = new Set<number>();
  readonly otherStreams = new Set<number>();
  /**
   * The smallest and largest value given to each object that is a whole number (a length by reference
   * may be defined again by an update: every definition must fit the stream).
   */
  readonly integers = new Map<number, { min: number; max: number }>();
  readonly lengthsByReference: StreamExtent[] = [];
  hasRoot = false;

  constructor(bytes: Buffer) {
    this.objects = new Landmarks(bytes);
    this.sections = new Landmarks(bytes);
  }

  addInteger(num: number, value: number): void {
    const range = this.integers.get(num);
    if (!range) this.integers.set(num, { min: value, max: value });
    else {
      range.min = Math.min(range.min, value);
      range.max = Math.max(range.max, value);
    }
  }
}
