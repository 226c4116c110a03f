/**
 * Decides whether a file is a PDF we may keep: a real PDF (header first, %%EOF last, a cross-reference the
 * trailer points at) with nothing that runs or carries other files. Names are read outside stream data
 * and inside object streams (where a compressed PDF keeps its dictionaries), with #xx escapes decoded, so
 * `/J#61vaScript` is JavaScript too. Pure: bytes in, a refusal reason out.
 */
import { inflateSync } from 'node:zlib';

export type PdfRefusal =
  | { problem: 'not-a-pdf' }
  | { problem: 'damaged' }
  | { problem: 'active-content'; what: string }
  | { problem: 'unreadable'; what: string };

/** Names whose presence means the PDF can run something, launch something or carry other files. */
const FORBIDDEN_NAMES = new Map([
  ['JavaScript', 'JavaScript'],
  ['JS', 'JavaScript'],
  ['Launch', 'an action that launches a program'],
  ['EmbeddedFile', 'an embedded file'],
  ['EmbeddedFiles', 'an embedded file'],
  ['FileAttachment', 'a file attachment'],
  ['RichMedia', 'embedded media (RichMedia)'],
  ['XFA', 'an XFA form, which can hold scripts'],
]);

/** Markup that makes the file something else too when a browser sniffs it (a PDF+HTML polyglot). */
const MARKUP = /<(?:script|html|body|iframe|svg|object|embed|!doctype)[\s>/]/i;
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const HEADER = /^%PDF-\d\.\d/;
/** The file ends with startxref, its offset and %%EOF; only whitespace (or NUL padding) may follow. */
const TRAILER_END = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/;
const NAME = /\/([^\s/[\]<>(){}%]*)/g;

const decodeName = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const namesIn = (text: string) => Array.from(text.matchAll(NAME), (m) => decodeName(m[1] ?? ''));

interface Stream {
  dictionary: string;
  data: Buffer;
}

/** Splits the file into what lies outside stream data, and each stream with its dictionary. */
function splitStreams(bytes: Buffer, text: string): { outside: string; streams: Stream[] } {
  const streams: Stream[] = [];
  const outside: string[] = [];
  const start = /\bstream(\r\n|\n|\r)/g;
  let position = 0;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const dataStart = match.index + match[0].length;
    const end = text.indexOf('endstream', dataStart);
    if (end === -1) break;
    const objectStart = text.lastIndexOf(' obj', match.index);
    outside.push(text.slice(position, match.index));
    streams.push({
      dictionary: text.slice(Math.max(objectStart, position), match.index),
      data: bytes.subarray(dataStart, end),
    });
    position = end + 'endstream'.length;
    start.lastIndex = position;
  }
  outside.push(text.slice(position));
  return { outside: outside.join('\n'), streams };
}

/** An object stream holds dictionaries: its content is read like the rest of the file. */
function objectStreamText(stream: Stream, budget: { left: number }): string | PdfRefusal {
  const names = namesIn(stream.dictionary);
  const isObjectStream = names.includes('ObjStm') || (names.includes('N') && names.includes('First'));
  if (!isObjectStream) return '';
  const filterAt = names.indexOf('Filter');
  const filters = filterAt === -1 ? [] : names.slice(filterAt + 1).filter((n) => n.endsWith('Decode'));
  if (names.includes('DecodeParms') || filters.some((f) => f !== 'FlateDecode') || filters.length > 1) {
    return { problem: 'unreadable', what: 'an object stream in a compression we cannot check' };
  }
  if (filters.length === 0) return stream.data.toString('latin1');
  try {
    const inflated = inflateSync(stream.data, { maxOutputLength: budget.left });
    budget.left -= inflated.length;
    return inflated.toString('latin1');
  } catch {
    // zlib's error is the answer: the data is corrupt or inflates past the budget (a decompression bomb).
    return { problem: 'unreadable', what: 'an object stream that does not decompress' };
  }
}

function hasValidStructure(text: string): boolean {
  const end = TRAILER_END.exec(text.slice(-1024));
  if (!end) return false;
  const offset = Number(end[1]);
  if (!(offset > 0 && offset < text.length)) return false;
  const atOffset = text.slice(offset, offset + 64);
  return /^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(atOffset) && /\bendobj\b/.test(text) && /\/Root\b/.test(text);
}

export function checkPdf(bytes: Buffer): PdfRefusal | null {
  const text = bytes.toString('latin1');
  if (!HEADER.test(text.slice(0, 16))) return { problem: 'not-a-pdf' };
  if (!hasValidStructure(text)) return { problem: 'damaged' };
  if (MARKUP.test(text)) return { problem: 'active-content', what: 'web page markup' };
  const { outside, streams } = splitStreams(bytes, text);
  const budget = { left: MAX_INFLATED_BYTES };
  const readable = [outside];
  for (const stream of streams) {
    const content = objectStreamText(stream, budget);
    if (typeof content !== 'string') return content;
    readable.push(content);
  }
  const all = readable.join('\n');
  if (/javascript:/i.test(all)) return { problem: 'active-content', what: 'a javascript: link' };
  for (const name of namesIn(all)) {
    if (name === 'Encrypt') return { problem: 'unreadable', what: 'encryption' };
    const forbidden = FORBIDDEN_NAMES.get(name);
    if (forbidden) return { problem: 'active-content', what: forbidden };
  }
  return null;
}
