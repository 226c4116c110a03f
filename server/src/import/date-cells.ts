/**
 * Reads the dates of a spreadsheet column as their writer meant them: ISO (`2020-04-03`), European
 * (`03.04.2020`, `03/04/2020`), American (`04/03/2020`) or an Excel serial number (`43924`). A column of slashed dates is read in one order: day first when some day is above 12, month
 * first when some month position is above 12, else the order the file says (`dateOrder`); never a guess.
 */
import type { DateOrder } from '@harbour/contract';

export type DateFormat = 'yyyy-mm-dd' | 'dd.mm.yyyy' | 'dd/mm/yyyy' | 'mm/dd/yyyy' | 'Excel serial number';

export type ColumnReading =
  { ok: true; formats: DateFormat[]; order: DateOrder | undefined } | { ok: false; message: string };

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/**
 * Whole days, as Excel writes a date cell saved as a number, counted from 1899-12-30 (Excel's day 60 is a
 * 29 February 1900 that never was, so every later day counts from there). Five digits only, 1927-05-18 to
 * 2173-10-13: a four-digit number in a date column is a year someone typed, not a day of 1905.
 */
const SERIAL = /^\d{5}$/;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The ISO date of a year, month and day, or undefined when there is no such day (31.02.2020). */
function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function formatOf(cell: string): DateFormat | 'slashed' | undefined {
  if (ISO.test(cell)) return 'yyyy-mm-dd';
  if (DOTTED.test(cell)) return 'dd.mm.yyyy';
  if (SLASHED.test(cell)) return 'slashed';
  if (SERIAL.test(cell)) return 'Excel serial number';
  return undefined;
}

/** How a column's cells are written, and the order of its slashed dates; a message when it cannot be told. */
export function readDateColumn(cells: string[], chosen: DateOrder | undefined): ColumnReading {
  const formats = new Set<DateFormat>();
  let slashed: string | undefined;
  let dayFirst: string | undefined;
  let monthFirst: string | undefined;
  for (const raw of cells) {
    const cell = raw.trim();
    const format = formatOf(cell);
    if (format !== 'slashed') {
      if (format) formats.add(format);
      continue;
    }
    const [, first, second] = SLASHED.exec(cell) ?? [];
    slashed ??= cell;
    if (Number(first) > 12) dayFirst ??= cell;
    if (Number(second) > 12) monthFirst ??= cell;
  }
  if (slashed === undefined) return { ok: true, formats: [...formats], order: undefined };
  if (dayFirst && monthFirst && !chosen)
    return {
      ok: false,
      message: `'${dayFirst}' is day first and '${monthFirst}' month first: write the column's dates in one order`,
    };
  const order: DateOrder | undefined =
    chosen ?? (dayFirst ? 'day-month-year' : monthFirst ? 'month-day-year' : undefined);
  if (!order)
    return {
      ok: false,
      message:
        `'${slashed}' may be day-month-year or month-day-year and no date in the column says which: ` +
        "choose the column's order (dateOrder: day-month-year or month-day-year)",
    };
  formats.add(order === 'day-month-year' ? 'dd/mm/yyyy' : 'mm/dd/yyyy');
  return { ok: true, formats: [...formats], order };
}

/** A cell as an ISO date by the column's reading; the cell itself when it is no date (the check names it). */
export function isoDate(raw: string, order: DateOrder | undefined): string {
  const cell = raw.trim();
  const iso = ISO.exec(cell);
  if (iso) return cell;
  const dotted = DOTTED.exec(cell);
  if (dotted) return isoOf(Number(dotted[3]), Number(dotted[2]), Number(dotted[1])) ?? raw;
  const slashed = SLASHED.exec(cell);
  if (slashed && order) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    const [day, month] = order === 'day-month-year' ? [first, second] : [second, first];
    return isoOf(Number(slashed[3]), month, day) ?? raw;
  }
  if (formatOf(cell) === 'Excel serial number') {
    const date = new Date(EXCEL_EPOCH + Number(cell) * DAY_MS);
    return isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) ?? raw;
  }
  return raw;
}
