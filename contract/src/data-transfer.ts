/** CSV import of assets and CSV exports: what the API takes and answers (docs/API.md). */
import { z } from 'zod';

/** The columns an import can write, by their API field names. `assignedTo` takes a username (or a user id). */
export const ASSET_IMPORT_FIELDS = [
  '_id',
  'name',
  'type',
  'location',
  /** The asset's own charted position, written as the asset form takes it (decimal, or degrees and minutes). */
  'position',
  'status',
  'assignedTo',
  'serialNumber',
  'manufacturer',
  'model',
  'manufacturedOn',
  'inServiceOn',
  'critical',
  'notes',
] as const;
export type AssetImportField = (typeof ASSET_IMPORT_FIELDS)[number];

/**
 * A column `lastInspected.<plan name>` holds the date of the asset's last inspection under that plan, as the
 * register kept it: imported as an inspection "from the register", so the next due date follows from it.
 */
export const LAST_INSPECTED_PREFIX = 'lastInspected.';

/** How a column of dates written `03/04/2020` is read, when no day in it is above 12: the file's choice. */
export const DATE_ORDERS = ['day-month-year', 'month-day-year'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/** The form field `dateOrder` (JSON, before the file): header text → the order its slashed dates use. */
export type ImportDateOrders = Record<string, DateOrder>;

export const IMPORT_LIMITS = {
  /** The largest CSV accepted: 100,000 assets with full register fields fit in well under half of it. */
  fileBytes: 64 * 1024 * 1024,
  /** The longest row, in characters: every field at its longest (notes 4,000, texts 200 each) fits. */
  rowChars: 64 * 1024,
  /** The most rows one file may hold (twice the 100,000 the import is measured with). */
  rows: 200_000,
  /** Row errors listed in one answer; `errorCount` gives them all. */
  listedErrors: 500,
} as const;

/**
 * A mapping sent with the upload (the form field `mapping`, JSON): header text → field, or null to ignore
 * the column, or `lastInspected.<plan name>`. The server parses it (import/routes.ts): its schema stays out of the web's shared bundle.
 */
export type ImportMapping = Record<string, AssetImportField | `lastInspected.${string}` | null>;

export const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { message: 'dryRun must be true or false' }).default('true'),
  /**
   * With `true`, a commit writes the rows without errors and leaves out the rest (`skipped`, `errorRows`);
   * an error of a whole column still writes nothing. Without it a commit is all or nothing.
   */
  skipInvalidRows: z
    .enum(['true', 'false'], { message: 'skipInvalidRows must be true or false' })
    .default('false'),
});

export const importRowErrorSchema = z.object({
  /** The spreadsheet's row number: the header is row 1. */
  row: z.number().int(),
  /** The header of the column, as the file writes it; null for an error of the whole row. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  /** True when nothing was written: a preview, an answer with errors, or a file already imported. */
  committed: z.boolean(),
  /** The same file (and mapping) was imported before: importing it again changes nothing. */
  alreadyImported: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errorCount: z.number().int(),
  /** The first IMPORT_LIMITS.listedErrors errors, in row order. */
  errors: z.array(importRowErrorSchema),
  /** Every row with an error (not only the listed ones), by its row number: what a commit leaves out. */
  errorRows: z.array(z.number().int()),
  /** Rows a commit with `skipInvalidRows=true` left out for their errors; 0 otherwise. */
  skipped: z.number().int(),
  /**
   * Each column of the file and the field it was read into (null: ignored); `lastInspected` columns name
   * their plan, `fieldValue` columns (`fields.<key>`) the key of the type's field.
   */
  columns: z.array(
    z.object({
      header: z.string(),
      field: z.enum([...ASSET_IMPORT_FIELDS, 'lastInspected', 'fieldValue']).nullable(),
      plan: z.string().optional(),
      key: z.string().optional(),
    }),
  ),
  /**
   * How each column of dates was read: the formats its cells were written in (`yyyy-mm-dd`, `dd.mm.yyyy`,
   * `dd/mm/yyyy`, `mm/dd/yyyy`, `Excel serial number`); empty for a column with no dates.
   */
  dates: z.array(z.object({ header: z.string(), formats: z.array(z.string()) })),
  /** Last inspections the import records (one per asset and plan whose date is later than the last known). */
  inspections: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const CSV_DELIMITERS = { comma: ',', semicolon: ';' } as const;

/**
 * The query every CSV export takes: `delimiter` (comma or semicolon); without it, a semicolon where the
 * organisation's locale writes decimals with a comma, as its spreadsheets expect, else a comma.
 */
export const exportQuerySchema = z.object({
  delimiter: z.enum(['comma', 'semicolon'], { message: 'delimiter must be comma or semicolon' }).optional(),
});

export const EXPORT_NAMES = ['assets', 'activity', 'inspections', 'compliance'] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];
