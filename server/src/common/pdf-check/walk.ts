/**
 * Reads the file front to back as a sequence of objects (`N G obj` ... `endobj`, streams skipped by their
 * length), cross-reference tables, trailers and `startxref`. Anything else at the top level is refused.
 */
import { activeContentInspector } from './active-content';
import { readXrefStream, readXrefTable, recordTrailer } from './cross-reference';
import type { InflateBudget } from './decode';
import { FileMap } from './file-map';
import { Lexer, type Token } from './lexer';
import { readObjectStream } from './object-stream';
import { damaged } from './refusal';
import { streamExtent } from './stream-data';
import { entry, nameEntry, readValue } from './values';

const isKeyword = (token: Token, keyword: string) => token.kind === 'keyword' && token.value === keyword;
const isObjectNumber = (token: Token) => token.kind === 'number' && token.integer && token.value >= 0;

export function walkFile(bytes: Buffer, budget: InflateBudget): FileMap {
  const map = new FileMap(bytes);
  const lexer = new Lexer(bytes, activeContentInspector);
  for (let token = lexer.next(); token.kind !== 'end'; token = lexer.next()) {
    if (isObjectNumber(token) && isObjectNumber(lexer.peek(0)) && isKeyword(lexer.peek(1), 'obj')) {
      lexer.next();
      lexer.next();
      const num = token.kind === 'number' ? token.value : 0;
      map.objects.add(token.start, num);
      readObject(bytes, lexer, map, budget, { num, start: token.start });
    } else if (isKeyword(token, 'xref')) {
      map.sections.add(token.start);
      readXrefTable(lexer, map);
    } else if (isKeyword(token, 'trailer')) {
      const trailer = readValue(lexer);
      if (trailer.kind !== 'dictionary') throw damaged();
      recordTrailer(map, trailer);
    } else if (isKeyword(token, 'startxref')) {
      if (!isObjectNumber(lexer.next())) throw damaged();
    } else throw damaged();
  }
  return map;
}

function readObject(
  bytes: Buffer,
  lexer: Lexer,
  map: FileMap,
  budget: InflateBudget,
  { num, start }: { num: number; start: number },
): void {
  const value = readValue(lexer);
  const after = lexer.next();
  if (isKeyword(after, 'endobj')) {
    if (value.kind === 'number' && value.integer) map.addInteger(num, value.value);
    return;
  }
  if (!isKeyword(after, 'stream') || value.kind !== 'dictionary') throw damaged();
  const extent = streamExtent(bytes, value, lexer.consumedUpTo);
  lexer.seek(extent.after);
  if (extent.lengthObject !== undefined) map.lengthsByReference.push(extent);
  const data = bytes.subarray(extent.dataStart, extent.dataEnd);
  const type = nameEntry(value, 'Type');
  if (type === 'XRef') {
    map.sections.add(start);
    readXrefStream(value, data, map, budget);
  } else if (type === 'ObjStm' || (entry(value, 'N') && entry(value, 'First'))) {
    map.objectStreams.add(num);
    readObjectStream(value, data, map, budget);
  } else map.otherStreams.add(num);
  if (!isKeyword(lexer.next(), 'endobj')) throw damaged();
}
