/**
 * An object stream holds dictionaries (a compressed PDF keeps most of them there): read each object where
 * its header says it starts, as a reader does, and refuse anything a reader would read differently:
 * offsets into the middle of another object, or content between objects that no offset reaches.
 */
import { activeContentInspector } from './active-content';
import { decodeStream, type InflateBudget } from './decode';
import type { FileMap } from './file-map';
import { Lexer } from './lexer';
import { damaged } from './refusal';
import { integerEntry, readValue, type PdfDictionary } from './values';

export function readObjectStream(
  dictionary: PdfDictionary,
  data: Buffer,
  map: FileMap,
  budget: InflateBudget,
): void {
  const count = integerEntry(dictionary, 'N');
  const first = integerEntry(dictionary, 'First');
  const content = decodeStream(dictionary, data, budget);
  if (count === undefined || first === undefined || count < 0 || first < 0 || first > content.length) {
    throw damaged();
  }
  const header = new Lexer(content, activeContentInspector, 0, first);
  const objects: { num: number; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    const num = header.next();
    const offset = header.next();
    if (
      num.kind !== 'number' ||
      !num.integer ||
      offset.kind !== 'number' ||
      !offset.integer ||
      offset.value < 0
    ) {
      throw damaged();
    }
    objects.push({ num: num.value, offset: first + offset.value });
  }
  if (header.next().kind !== 'end') throw damaged();
  objects.sort((a, b) => a.offset - b.offset);

  const body = new Lexer(content, activeContentInspector, first);
  let readUpTo = first;
  let lastOffset = -1;
  let lastValue: number | undefined;
  for (const { num, offset } of objects) {
    if (offset === lastOffset) {
      if (lastValue !== undefined) map.addInteger(num, lastValue);
      continue;
    }
    // Nothing but whitespace and comments may lie between the end of one object and the next offset.
    if (offset < readUpTo || body.peek().start < offset) throw damaged();
    body.seek(offset);
    const value = readValue(body, false);
    lastOffset = offset;
    lastValue = value.kind === 'number' && value.integer ? value.value : undefined;
    if (lastValue !== undefined) map.addInteger(num, lastValue);
    readUpTo = body.consumedUpTo;
  }
  if (body.peek().kind !== 'end') throw damaged();
}
