/**
 * Decides whether a file is a PDF we may keep: read as a reader reads it (tokens, objects, streams by their
 * length, object streams, every cross-reference section), with nothing that runs, launches, sends or
 * carries other files, and no part a reader could read differently from us. Pure and linear in the size
 * of the file: bytes in, a refusal out (run off the event loop by `check-off-thread.ts`).
 */
import { damaged, PdfRefused, type PdfRefusal } from './refusal';
import type { FileMap } from './file-map';
import { lengthsThatFit } from './stream-data';
import { walkFile } from './walk';

/** All object and cross-reference streams of one file together may inflate to this much. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Markup that makes the file something else too when a browser sniffs it (a PDF+HTML polyglot). */
const MARKUP = /<(?:script|html|body|iframe|svg|object|embed|!doctype)[\s>/]/i;
const HEADER = /^%PDF-\d\.\d/;
/** The file ends with startxref, its offset and %%EOF; only whitespace (or NUL padding) may follow. */
const TRAILER_END = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/;

/** Every offset a reader may follow leads where our reading found the same thing. */
function checkCrossReferences(bytes: Buffer, map: FileMap, startxref: number): void {
  if (!map.hasRoot) throw damaged();
  for (const offset of [startxref, ...map.sectionPointers]) {
    if (map.sections.at(offset) === undefined) throw damaged();
  }
  for (let i = 0; i < map.entries.length; i += 2) {
    const num = map.entries[i]!;
    const offset = map.entries[i + 1]!;
    // An in-use entry at offset 0 (some writers' way to list a missing object) leads readers nowhere.
    if (offset !== 0 && map.objects.at(offset) !== num) throw damaged();
  }
  for (const container of map.containers) {
    if (map.otherStreams.has(container)) throw damaged();
  }
  for (const extent of map.lengthsByReference) {
    const given = map.integers.get(extent.lengthObject!);
    if (!given) continue;
    const fits = lengthsThatFit(bytes, extent);
    if (given.min < fits.min || given.max > fits.max) throw damaged();
  }
}

export function checkPdf(bytes: Buffer): PdfRefusal | null {
  const head = bytes.toString('latin1', 0, 16);
  if (!HEADER.test(head)) return { problem: 'not-a-pdf' };
  const end = TRAILER_END.exec(bytes.toString('latin1', Math.max(0, bytes.length - 1024)));
  if (!end) return { problem: 'damaged' };
  if (MARKUP.test(bytes.toString('latin1'))) return { problem: 'active-content', what: 'web page markup' };
  try {
    const map = walkFile(bytes, { left: MAX_INFLATED_BYTES });
    checkCrossReferences(bytes, map, Number(end[1]));
    return null;
  } catch (error) {
    if (error instanceof PdfRefused) return error.refusal;
    throw error;
  }
}
