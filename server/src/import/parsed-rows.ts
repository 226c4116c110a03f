/** The rows of an uploaded CSV, each cell under the field its column is mapped to, the formula guard removed. */
import { createHash } from 'node:crypto';
import { IMPORT_LIMITS, type AssetImportField, type ImportMapping } from '@harbour/contract';
import { unguardCell } from '../common/formula-guard';
import { ValidationError } from '../errors';
import { mapColumns, type ImportColumn } from './columns';
import { readCsv } from './csv-rows';

export interface ParsedRow {
  row: number;
  /** Only the mapped columns: a field without a column is absent (an update keeps its value). */
  values: Partial<Record<AssetImportField, string>>;
}

export interface ParsedImport {
  columns: ImportColumn[];
  rows: ParsedRow[];
  /** sha256 of the file's bytes and how its columns were read: the same import twice has the same digest. */
  digest: string;
}

async function* hashing(source: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>) {
  for await (const chunk of source) {
    hash.update(chunk);
    yield chunk;
  }
}

export async function parseImport(
  source: AsyncIterable<Buffer>,
  mapping: ImportMapping,
): Promise<ParsedImport> {
  const hash = createHash('sha256');
  let columns: ImportColumn[] | undefined;
  const rows: ParsedRow[] = [];
  for await (const { row, cells } of readCsv(hashing(source, hash))) {
    if (!columns) {
      columns = mapColumns(cells, mapping);
      continue;
    }
    // A blank line (or one of empty cells, as spreadsheets write them) is no asset.
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (rows.length === IMPORT_LIMITS.rows)
      throw new ValidationError(
        `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en')} assets: split it into several files.`,
      );
    const values: ParsedRow['values'] = {};
    columns.forEach(({ field }, index) => {
      if (field) values[field] = unguardCell(cells[index] ?? '');
    });
    rows.push({ row, values });
  }
  if (!columns) throw new ValidationError('The file is empty');
  if (rows.length === 0) throw new ValidationError('The file has a header row but no assets');
  hash.update(`\0${JSON.stringify(columns)}`);
  return { columns, rows, digest: hash.digest('hex') };
}
