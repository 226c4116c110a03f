/**
 * Where a stream's data ends, as readers find it: at /Length when `endstream` stands there, else (a length
 * given by reference that is not known yet, or none) at the first `endstream` after the data. A direct
 * length that misses `endstream` is refused: readers then disagree on where the data ends.
 */
import { isWhitespace } from './lexer';
import { damaged } from './refusal';
import { entry, type PdfDictionary } from './values';

const ENDSTREAM = Buffer.from('endstream', 'latin1');

export interface StreamExtent {
  dataStart: number;
  dataEnd: number;
  /** Just after `endstream`. */
  after: number;
  /** A length given by reference, to compare with that object once the whole file is read. */
  lengthObject?: number;
}

/** The data starts after the end of line that follows `stream` (CR LF or LF; a lone CR is tolerated). */
function dataStartAfter(bytes: Buffer, keywordEnd: number): number {
  if (bytes[keywordEnd] === 0x0d) return bytes[keywordEnd + 1] === 0x0a ? keywordEnd + 2 : keywordEnd + 1;
  if (bytes[keywordEnd] === 0x0a) return keywordEnd + 1;
  throw damaged();
}

const endstreamAt = (bytes: Buffer, position: number) =>
  bytes.subarray(position, position + ENDSTREAM.length).equals(ENDSTREAM);

/** Whitespace from `from`, then `endstream`: its position, or -1. */
function endstreamAfterWhitespace(bytes: Buffer, from: number, limit: number): number {
  let p = from;
  while (p < limit && isWhitespace(bytes[p])) p++;
  return endstreamAt(bytes, p) ? p : -1;
}

/**
 * The lengths that end the data at the `endstream` already found: from the end of the data we assumed up to
 * `endstream` itself, with only whitespace between the two.
 */
export function lengthsThatFit(bytes: Buffer, extent: StreamExtent): { min: number; max: number } {
  const endstream = extent.after - ENDSTREAM.length;
  let from = endstream;
  while (from > extent.dataStart && isWhitespace(bytes[from - 1])) from--;
  return { min: from - extent.dataStart, max: endstream - extent.dataStart };
}

export function streamExtent(bytes: Buffer, dictionary: PdfDictionary, keywordEnd: number): StreamExtent {
  const dataStart = dataStartAfter(bytes, keywordEnd);
  const length = entry(dictionary, 'Length');
  if (length?.kind === 'number') {
    const dataEnd = dataStart + length.value;
    if (!length.integer || length.value < 0 || dataEnd > bytes.length) throw damaged();
    const endstream = endstreamAfterWhitespace(bytes, dataEnd, bytes.length);
    if (endstream === -1) throw damaged();
    return { dataStart, dataEnd, after: endstream + ENDSTREAM.length };
  }
  const endstream = bytes.indexOf(ENDSTREAM, dataStart);
  if (endstream === -1) throw damaged();
  let dataEnd = endstream;
  if (bytes[dataEnd - 1] === 0x0a && dataEnd > dataStart) dataEnd--;
  if (bytes[dataEnd - 1] === 0x0d && dataEnd > dataStart) dataEnd--;
  const extent = { dataStart, dataEnd, after: endstream + ENDSTREAM.length };
  return length?.kind === 'ref' ? { ...extent, lengthObject: length.num } : extent;
}
