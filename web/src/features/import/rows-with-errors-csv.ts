import { csvCell, csvRecordTexts, type ImportResult } from '@harbour/contract';

/**
 * The rows an import found errors in, cut out of the file as it was written (the header first, each row's
 * cells, quotes and line breaks untouched), with one more column saying what is wrong in each row (empty
 * for a row past the errors the answer lists): a file to fix and import again, which reads the extra
 * column as one to leave out.
 */
export function rowsWithErrorsCsv(
  fileText: string,
  result: Pick<ImportResult, 'errorRows' | 'errors'>,
  errorHeader: string,
): string {
  const { delimiter, records } = csvRecordTexts(fileText);
  const messages = new Map<number, string[]>();
  for (const { row, column, message } of result.errors)
    messages.set(row, [...(messages.get(row) ?? []), column ? `${column}: ${message}` : message]);
  const lines = [`${records[0] ?? ''}${delimiter}${csvCell(errorHeader, delimiter)}`];
  for (const row of result.errorRows) {
    const record = records[row - 1];
    if (record === undefined) continue;
    lines.push(`${record}${delimiter}${csvCell((messages.get(row) ?? []).join('; '), delimiter)}`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
