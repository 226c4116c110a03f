/**
 * Reads an uploaded CSV as it arrives: UTF-8 with or without a byte order mark, its delimiter (comma,
 * semicolon or tab) read from the header line, quoted fields with line breaks. Nothing is held but the
 * record being parsed.
 */
import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { IMPORT_LIMITS, detectCsvDelimiter } from '@harbour/contract';
import { ValidationError } from '../errors';

export interface CsvRecord {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  cells: string[];
}

const HEAD_BYTES = 64 * 1024;

const NOT_UTF8 =
  "The file is not UTF-8 text. In your spreadsheet, save it as 'CSV UTF-8 (comma delimited)' and upload it again.";

/** The chunks as they come, refused at the first byte that is not UTF-8 (a UTF-16 or Windows-1252 file). */
async function* checkedUtf8(chunks: AsyncIterable<Buffer>, first: Buffer): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (chunk: Buffer, stream: boolean) => {
    try {
      decoder.decode(chunk, { stream });
    } catch (error) {
      throw new ValidationError('csv-not-utf8', NOT_UTF8, undefined, { cause: error });
    }
  };
  check(first, true);
  yield first;
  for await (const chunk of chunks) {
    check(chunk, true);
    yield chunk;
  }
  check(Buffer.alloc(0), false);
}

/** Reads chunks until the first line is complete (or HEAD_BYTES), for the delimiter. */
async function readHead(iterator: AsyncIterator<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    parts.push(next.value);
    size += next.value.length;
    if (next.value.includes(0x0a)) break;
  }
  return Buffer.concat(parts);
}

function readError(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  const line = typeof error.lines === 'number' ? ` near line ${error.lines}` : '';
  // With relax_quotes, the quote errors left are a field opened by a quote and never closed: the parser
  // notices only at the end of the file, so no line is named for it.
  const message =
    error.code === 'CSV_MAX_RECORD_SIZE'
      ? `The file is not a valid CSV${line}: a row is longer than ${IMPORT_LIMITS.rowChars.toLocaleString('en')} characters.`
      : error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'The file is not a valid CSV: a quote opens a field that is never closed (it runs to the end of the file).'
        : `The file is not a valid CSV${line}.`;
  return new ValidationError('csv-malformed', message, undefined, { cause: error });
}

export async function* readCsv(source: AsyncIterable<Buffer>): AsyncGenerator<CsvRecord> {
  const iterator = source[Symbol.asyncIterator]();
  const head = await readHead(iterator);
  if (head.length === 0) throw new ValidationError('empty-file', 'The file is empty');
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    throw new ValidationError('csv-not-utf8', NOT_UTF8);
  const rest = { [Symbol.asyncIterator]: () => iterator };
  const parser = parse({
    bom: true,
    delimiter: detectCsvDelimiter(head.toString('utf8')),
    relax_column_count: true,
    // A quote inside an unquoted field (Kai "Nord", typed by hand) is a character of the text.
    relax_quotes: true,
    max_record_size: IMPORT_LIMITS.rowChars,
  });
  // On any failure (a byte that is not UTF-8, a malformed record) the parser is destroyed with that error.
  pipeline(Readable.from(checkedUtf8(rest, head)), parser, () => undefined);
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      yield { row, cells };
    }
  } catch (error) {
    throw readError(error);
  } finally {
    parser.destroy();
  }
}
