/** The rows of an uploaded CSV, each cell under the field its column is mapped to, the formula guard removed. */
import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  IMPORT_LIMITS,
  type AssetImportField,
  type ImportDateOrders,
  type ImportMapping,
  type ImportResult,
  type ImportRowError,
} from '@harbour/contract';
import { unguardCell } from '../common/formula-guard';
import { ValidationError } from '../errors';
import { mapColumns, type ImportColumn } from './columns';
import { readCsv } from './csv-rows';
import { isoDate, readDateColumn } from './date-cells';

export interface ParsedRow {
  row: number;
  /** Only the mapped columns: a field without a column is absent (an update keeps its value). */
  values: Partial<Record<AssetImportField, string>>;
  /** The last inspection dates of the `lastInspected.<plan>` columns, by their column's index. */
  inspected: Map<number, string>;
  /** The `fields.<key>` cells, by key. */
  fieldValues: Record<string, string>;
}

export interface ParsedImport {
  columns: ImportColumn[];
  rows: ParsedRow[];
  /** How each column of dates was read. */
  dates: ImportResult['dates'];
  /** A column whose dates cannot be read without a guess (its header row's error). */
  columnErrors: ImportRowError[];
  /** sha256 of the file's bytes and how its columns were read: the same import twice has the same digest. */
  digest: string;
}

const YIELD_EVERY = 1000;

const DATE_FIELDS = ['manufacturedOn', 'inServiceOn'] as const satisfies AssetImportField[];

async function* hashing(source: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>) {
  for await (const chunk of source) {
    hash.update(chunk);
    yield chunk;
  }
}

/** Reads every date column in one order (date-cells.ts) and writes its cells as ISO dates. */
function readDates(columns: ImportColumn[], rows: ParsedRow[], orders: ImportDateOrders) {
  const dates: ImportResult['dates'] = [];
  const columnErrors: ImportRowError[] = [];
  columns.forEach((column, index) => {
    const field = column.field;
    const isDate = field === 'lastInspected' || DATE_FIELDS.some((f) => f === field);
    if (!isDate) return;
    const cellOf = (row: ParsedRow) =>
      field === 'lastInspected' ? row.inspected.get(index) : row.values[field as AssetImportField];
    const reading = readDateColumn(
      rows.map((row) => cellOf(row) ?? ''),
      orders[column.header],
    );
    if (!reading.ok) {
      columnErrors.push({ row: 1, column: column.header, message: reading.message });
      return;
    }
    dates.push({ header: column.header, formats: reading.formats });
    for (const row of rows) {
      const cell = cellOf(row);
      if (!cell?.trim()) continue;
      const iso = isoDate(cell, reading.order);
      if (field === 'lastInspected') row.inspected.set(index, iso);
      else row.values[field as AssetImportField] = iso;
    }
  });
  return { dates, columnErrors };
}

export async function parseImport(
  source: AsyncIterable<Buffer>,
  mapping: ImportMapping,
  dateOrders: ImportDateOrders = {},
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
    // A fast upload fills the parser faster than it is read: every thousand rows other requests go first.
    if (rows.length % YIELD_EVERY === 0 && rows.length > 0) await yieldToEventLoop();
    if (rows.length === IMPORT_LIMITS.rows)
      throw new ValidationError(
        'csv-too-many-rows',
        `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en')} assets: split it into several files.`,
      );
    const values: ParsedRow['values'] = {};
    const inspected: ParsedRow['inspected'] = new Map();
    const fieldValues: ParsedRow['fieldValues'] = {};
    columns.forEach((column, index) => {
      const cell = unguardCell(cells[index] ?? '');
      if (column.field === 'lastInspected') inspected.set(index, cell);
      else if (column.field === 'fieldValue') fieldValues[column.key] = cell;
      else if (column.field) values[column.field] = cell;
    });
    rows.push({ row, values, inspected, fieldValues });
  }
  if (!columns) throw new ValidationError('empty-file', 'The file is empty');
  if (rows.length === 0) throw new ValidationError('csv-no-rows', 'The file has a header row but no assets');
  const { dates, columnErrors } = readDates(columns, rows, dateOrders);
  hash.update(`\0${JSON.stringify(columns)}\0${JSON.stringify(dateOrders)}`);
  return { columns, rows, dates, columnErrors, digest: hash.digest('hex') };
}
