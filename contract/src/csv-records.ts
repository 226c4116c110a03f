/**
 * A CSV file's records as the importer reads them (csv-parse with `relax_quotes`): the delimiter is the one
 * used most outside quotes on the first line; a quote opens a quoted field only at a field's start, where
 * `""` is a quote and line breaks are text; elsewhere a quote is a character of the text.
 */

const CSV_DELIMITER_CHOICES = [',', ';', '\t'] as const;

/** The delimiter used most outside quotes on the first line; a comma when there is none. */
export function detectCsvDelimiter(head: string): string {
  const counts = new Map<string, number>(CSV_DELIMITER_CHOICES.map((d) => [d, 0]));
  let quoted = false;
  for (const char of head) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/**
 * Each record of the text exactly as written (quotes and inner line breaks kept, its own line break
 * removed), in order: record i is the spreadsheet's row i + 1. A byte order mark is dropped; a line break
 * at the very end ends the last record rather than starting an empty one.
 */
export function csvRecordTexts(text: string): { delimiter: string; records: string[] } {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const delimiter = detectCsvDelimiter(body);
  const records: string[] = [];
  let start = 0;
  let fieldStart = true;
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"') {
        if (body[i + 1] === '"') i += 1;
        else quoted = false;
      }
      continue;
    }
    if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (char === '\n' || char === '\r') {
      records.push(body.slice(start, i));
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      start = i + 1;
      fieldStart = true;
    } else fieldStart = char === delimiter;
  }
  if (start < body.length) records.push(body.slice(start));
  return { delimiter, records };
}

/** A cell as a CSV writes it: quoted when it holds the delimiter, a quote or a line break. */
export function csvCell(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
