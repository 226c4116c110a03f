/** PDF objects read from tokens: numbers, names, strings, references, arrays and dictionaries. */
import type { Lexer, Token } from './lexer';
import { damaged } from './refusal';

export type PdfValue =
  | { kind: 'number'; value: number; integer: boolean }
  | { kind: 'name'; value: string }
  | { kind: 'string'; value: Buffer }
  | { kind: 'ref'; num: number }
  | { kind: 'constant' }
  | { kind: 'array'; items: PdfValue[]; truncated: boolean }
  | PdfDictionary;

export interface PdfDictionary {
  kind: 'dictionary';
  entries: Map<string, PdfValue>;
  /** Keys given twice: readers disagree on which one counts, so a structural key given twice is refused. */
  repeated?: Set<string>;
}

/** Deeper nesting than any real file has; it bounds the parser's recursion. */
const MAX_DEPTH = 64;
/**
 * What is kept of a value to read its structure (lengths, filters, offsets): its first levels, the first
 * items of an array, dictionaries of up to so many keys. Deeper or later content is read (and inspected)
 * but not kept, so a 10 MB array costs no memory.
 */
const KEPT_DEPTH = 3;
const KEPT_ITEMS = 1024;
const MAX_KEYS = 65_536;
const CONSTANTS = new Set(['true', 'false', 'null']);
const NOT_KEPT: PdfValue = { kind: 'constant' };

const isObjectNumber = (token: Token) => token.kind === 'number' && token.integer && token.value >= 0;

/** Reads one value; `keep` false reads it only for the inspector (an object stream's contents). */
export function readValue(lexer: Lexer, keep = true, depth = 0): PdfValue {
  if (depth > MAX_DEPTH) throw damaged();
  const token = lexer.next();
  switch (token.kind) {
    case 'number': {
      const generation = lexer.peek(0);
      const r = lexer.peek(1);
      if (isObjectNumber(token) && isObjectNumber(generation) && r.kind === 'keyword' && r.value === 'R') {
        lexer.next();
        lexer.next();
        return { kind: 'ref', num: token.value };
      }
      return { kind: 'number', value: token.value, integer: token.integer };
    }
    case 'name':
      return { kind: 'name', value: token.value };
    case 'string':
      return { kind: 'string', value: token.value };
    case 'keyword':
      if (CONSTANTS.has(token.value)) return { kind: 'constant' };
      throw damaged();
    case 'delimiter':
      if (token.value === '[') return readArray(lexer, keep, depth);
      if (token.value === '<<') return readDictionary(lexer, keep, depth);
      throw damaged();
    case 'end':
      throw damaged();
  }
}

function readArray(lexer: Lexer, keep: boolean, depth: number): PdfValue {
  const items: PdfValue[] = [];
  let truncated = false;
  const keepItems = keep && depth < KEPT_DEPTH;
  for (;;) {
    const token = lexer.peek();
    if (token.kind === 'delimiter' && token.value === ']') {
      lexer.next();
      return keep ? { kind: 'array', items, truncated } : NOT_KEPT;
    }
    const item = readValue(lexer, keepItems && items.length < KEPT_ITEMS, depth + 1);
    if (!keepItems) continue;
    if (items.length < KEPT_ITEMS) items.push(item);
    else truncated = true;
  }
}

function readDictionary(lexer: Lexer, keep: boolean, depth: number): PdfValue {
  const dictionary: PdfDictionary = { kind: 'dictionary', entries: new Map() };
  const keepValues = keep && depth < KEPT_DEPTH;
  for (;;) {
    const key = lexer.next();
    if (key.kind === 'delimiter' && key.value === '>>') return keep ? dictionary : NOT_KEPT;
    if (key.kind !== 'name') throw damaged();
    const value = readValue(lexer, keepValues, depth + 1);
    if (!keep) continue;
    if (dictionary.entries.has(key.value)) (dictionary.repeated ??= new Set()).add(key.value);
    dictionary.entries.set(key.value, value);
    if (dictionary.entries.size > MAX_KEYS) throw damaged();
  }
}

/** A structural entry (a length, a filter, an offset): refused when given twice. */
export function entry(dictionary: PdfDictionary, key: string): PdfValue | undefined {
  if (dictionary.repeated?.has(key)) throw damaged();
  return dictionary.entries.get(key);
}

export function integerEntry(dictionary: PdfDictionary, key: string): number | undefined {
  const value = entry(dictionary, key);
  return value?.kind === 'number' && value.integer ? value.value : undefined;
}

/** An array read for its structure (filters, widths, an index): refused when it was too long to keep. */
export function arrayEntry(dictionary: PdfDictionary, key: string): PdfValue[] | undefined {
  const value = entry(dictionary, key);
  if (value?.kind !== 'array') return undefined;
  if (value.truncated) throw damaged();
  return value.items;
}

export function nameEntry(dictionary: PdfDictionary, key: string): string | undefined {
  const value = entry(dictionary, key);
  return value?.kind === 'name' ? value.value : undefined;
}
