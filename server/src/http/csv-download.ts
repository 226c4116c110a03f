/** CSV downloads, written one way for every spreadsheet and csv module (the exports, a round's report). */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import { CSV_DELIMITERS, usesDecimalComma } from '@harbour/contract';
import { attachmentDisposition } from '../common/file-name';
import { guardCell } from '../common/formula-guard';

export type CsvDelimiter = keyof typeof CSV_DELIMITERS;

/**
 * The delimiter asked for; without one, a semicolon where the organisation's locale writes decimals with a
 * comma (its spreadsheets split cells on `;`), else a comma.
 */
export const csvDelimiter = (locale: string, asked: CsvDelimiter | undefined): CsvDelimiter =>
  asked ?? (usesDecimalComma(locale) ? 'semicolon' : 'comma');

/**
 * Streams rows as CSV as every spreadsheet and csv module reads it (RFC 4180): a UTF-8 byte order mark
 * (Excel reads UTF-8 only with it), CRLF between records, and quotes around any field holding the
 * delimiter, a quote, a CR or an LF (csv-stringify alone quotes a bare LF only when it is the record
 * delimiter). Formula-looking cells are guarded; rows are read on as the client takes them.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  delimiter: CsvDelimiter,
  rows: Iterable<readonly unknown[]> | AsyncIterable<readonly unknown[]>,
) {
  const csv = stringify({
    bom: true,
    delimiter: CSV_DELIMITERS[delimiter],
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { string: guardCell },
  });
  // A read: a failure half-way ends the download; the client sees a cut-short file.
  Readable.from(rows).pipe(csv);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(csv);
}
