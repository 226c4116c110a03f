/**
 * PDF syntax as a reader tokenizes it: whitespace and comments skipped, literal strings with nesting and
 * escapes, hex strings, names with #xx escapes decoded, numbers, keywords and delimiters. Each byte is
 * read once; a name or string is handed to the inspector as it is read, wherever it stands.
 */
import { damaged } from './refusal';

export type Token =
  | { kind: 'number'; start: number; value: number; integer: boolean }
  | { kind: 'keyword'; start: number; value: string }
  | { kind: 'name'; start: number; value: string }
  | { kind: 'string'; start: number; value: Buffer }
  | { kind: 'delimiter'; start: number; value: '<<' | '>>' | '[' | ']' | '{' | '}' }
  | { kind: 'end'; start: number };

export interface Inspector {
  name(value: string): void;
  string(value: Buffer): void;
}

const WHITESPACE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITESPACE[c] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1;

export const isWhitespace = (byte: number | undefined): boolean =>
  byte !== undefined && WHITESPACE[byte] === 1;
const isRegular = (byte: number) => WHITESPACE[byte] === 0 && DELIMITER[byte] === 0;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;

const hexValue = (byte: number): number => {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
};

/** The escapes of a literal string: \n \r \t \b \f, \ddd in octal, \ at a line end joins lines. */
const ESCAPES = new Map([
  [0x6e, 0x0a],
  [0x72, 0x0d],
  [0x74, 0x09],
  [0x62, 0x08],
  [0x66, 0x0c],
]);

export class Lexer {
  private peeked: { token: Token; end: number }[] = [];
  /** Where reading stands: past the tokens peeked at, if any. */
  position: number;
  /** Just after the last token `next` handed out. */
  consumedUpTo: number;

  constructor(
    private readonly bytes: Buffer,
    private readonly inspector: Inspector,
    start = 0,
    private readonly end = bytes.length,
  ) {
    this.position = start;
    this.consumedUpTo = start;
  }

  next(): Token {
    const peeked = this.peeked.shift();
    if (peeked) {
      this.consumedUpTo = peeked.end;
      return peeked.token;
    }
    const token = this.read();
    this.consumedUpTo = this.position;
    return token;
  }

  /** The token `ahead` places on (0 is the next one), without consuming it. */
  peek(ahead = 0): Token {
    while (this.peeked.length <= ahead) this.peeked.push({ token: this.read(), end: this.position });
    return this.peeked[ahead]!.token;
  }

  /** Moves to a byte offset (stream data is not tokenized); forgets what was peeked. */
  seek(position: number): void {
    this.peeked = [];
    this.position = position;
    this.consumedUpTo = position;
  }

  private skipSpaceAndComments(): void {
    const { bytes, end } = this;
    let p = this.position;
    while (p < end) {
      const byte = bytes[p]!;
      if (WHITESPACE[byte] === 1) p++;
      else if (byte === 0x25) {
        while (p < end && bytes[p] !== 0x0a && bytes[p] !== 0x0d) p++;
      } else break;
    }
    this.position = p;
  }

  private read(): Token {
    this.skipSpaceAndComments();
    const { bytes, end } = this;
    const start = this.position;
    if (start >= end) return { kind: 'end', start };
    const byte = bytes[start]!;
    if (byte === 0x28) return this.literalString(start);
    if (byte === 0x2f) return this.name(start);
    if (byte === 0x3c) {
      if (bytes[start + 1] === 0x3c) return this.delimiter(start, '<<', 2);
      return this.hexString(start);
    }
    if (byte === 0x3e) {
      if (bytes[start + 1] === 0x3e) return this.delimiter(start, '>>', 2);
      throw damaged();
    }
    if (byte === 0x5b) return this.delimiter(start, '[', 1);
    if (byte === 0x5d) return this.delimiter(start, ']', 1);
    if (byte === 0x7b) return this.delimiter(start, '{', 1);
    if (byte === 0x7d) return this.delimiter(start, '}', 1);
    if (byte === 0x29) throw damaged();
    let p = start;
    while (p < end && isRegular(bytes[p]!)) p++;
    this.position = p;
    const text = bytes.toString('latin1', start, p);
    if (NUMBER.test(text)) return { kind: 'number', start, value: Number(text), integer: INTEGER.test(text) };
    return { kind: 'keyword', start, value: text };
  }

  private delimiter(start: number, value: '<<' | '>>' | '[' | ']' | '{' | '}', length: number): Token {
    this.position = start + length;
    return { kind: 'delimiter', start, value };
  }

  private name(start: number): Token {
    const { bytes, end } = this;
    let p = start + 1;
    while (p < end && isRegular(bytes[p]!)) p++;
    this.position = p;
    const raw = bytes.subarray(start + 1, p);
    const value = raw.includes(0x23) ? decodeNameEscapes(raw) : raw.toString('latin1');
    this.inspector.name(value);
    return { kind: 'name', start, value };
  }

  private hexString(start: number): Token {
    const { bytes, end } = this;
    const close = bytes.indexOf(0x3e, start + 1);
    if (close === -1 || close >= end) throw damaged();
    const digits: number[] = [];
    // Readers skip whitespace and ignore any other byte that is not a hex digit.
    for (let p = start + 1; p < close; p++) {
      const digit = hexValue(bytes[p]!);
      if (digit !== -1) digits.push(digit);
    }
    if (digits.length % 2 === 1) digits.push(0);
    const value = Buffer.alloc(digits.length / 2);
    for (let i = 0; i < value.length; i++) value[i] = digits[2 * i]! * 16 + digits[2 * i + 1]!;
    this.position = close + 1;
    this.inspector.string(value);
    return { kind: 'string', start, value };
  }

  private literalString(start: number): Token {
    const close = this.literalStringEnd(start);
    this.position = close + 1;
    const raw = this.bytes.subarray(start + 1, close);
    const value = raw.includes(0x5c) ? unescapeLiteral(raw) : Buffer.from(raw);
    this.inspector.string(value);
    return { kind: 'string', start, value };
  }

  /** Where the string's closing parenthesis is: parentheses nest unless escaped. */
  private literalStringEnd(start: number): number {
    const { bytes, end } = this;
    let depth = 1;
    for (let p = start + 1; p < end; p++) {
      const byte = bytes[p]!;
      if (byte === 0x5c) p++;
      else if (byte === 0x28) depth++;
      else if (byte === 0x29 && --depth === 0) return p;
    }
    throw damaged();
  }
}

function unescapeLiteral(raw: Buffer): Buffer {
  const out = Buffer.alloc(raw.length);
  let length = 0;
  for (let p = 0; p < raw.length;) {
    const byte = raw[p++]!;
    if (byte !== 0x5c) {
      out[length++] = byte;
      continue;
    }
    const escaped = raw[p++];
    if (escaped === undefined) break;
    if (escaped >= 0x30 && escaped <= 0x37) {
      let code = escaped - 0x30;
      for (
        let digits = 1;
        digits < 3 && raw[p] !== undefined && raw[p]! >= 0x30 && raw[p]! <= 0x37;
        digits++
      ) {
        code = code * 8 + raw[p++]! - 0x30;
      }
      out[length++] = code & 0xff;
    } else if (escaped === 0x0d) {
      if (raw[p] === 0x0a) p++;
    } else if (escaped !== 0x0a) out[length++] = ESCAPES.get(escaped) ?? escaped;
  }
  return out.subarray(0, length);
}

function decodeNameEscapes(raw: Buffer): string {
  const decoded: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const high = raw[i] === 0x23 ? hexValue(raw[i + 1] ?? -1) : -1;
    const low = high === -1 ? -1 : hexValue(raw[i + 2] ?? -1);
    if (low === -1) decoded.push(raw[i]!);
    else {
      decoded.push(high * 16 + low);
      i += 2;
    }
  }
  return Buffer.from(decoded).toString('latin1');
}
