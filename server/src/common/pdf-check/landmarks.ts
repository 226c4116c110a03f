/**
 * Where objects and cross-reference sections start, in file order. A reader sent to an offset skips
 * whitespace before the token it reads, so an offset counts as the start when only whitespace lies between.
 */
import { isWhitespace } from './lexer';

export class Landmarks {
  private readonly starts: number[] = [];
  private readonly whitespaceFrom: number[] = [];
  private readonly labels: number[] = [];

  constructor(private readonly bytes: Buffer) {}

  /** Starts arrive in increasing order, as the file is read front to back. */
  add(start: number, label = 0): void {
    let from = start;
    const previous = this.starts.at(-1) ?? -1;
    while (from > previous + 1 && isWhitespace(this.bytes[from - 1])) from--;
    this.starts.push(start);
    this.whitespaceFrom.push(from);
    this.labels.push(label);
  }

  /** The label of the landmark a reader finds at `offset`, or undefined when none starts there. */
  at(offset: number): number | undefined {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.starts[middle]! < offset) low = middle + 1;
      else high = middle;
    }
    return low < this.starts.length && this.whitespaceFrom[low]! <= offset ? this.labels[low] : undefined;
  }
}
