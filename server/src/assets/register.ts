/** The register fields of an asset (serial number, dates, critical, notes): columns and their changes. */
import type { RegisterFields } from '@harbour/contract';
import type { AssetsTable } from '../db/types';

type RegisterColumn =
  'serial_number' | 'manufacturer' | 'model' | 'manufactured_on' | 'in_service_on' | 'critical' | 'notes';
type RegisterRow = { [C in RegisterColumn]: C extends 'critical' ? number : string | null };

const REGISTER = {
  serialNumber: { column: 'serial_number', words: 'serial number' },
  manufacturer: { column: 'manufacturer', words: 'manufacturer' },
  model: { column: 'model', words: 'model' },
  manufacturedOn: { column: 'manufactured_on', words: 'date of manufacture' },
  inServiceOn: { column: 'in_service_on', words: 'date in service' },
  critical: { column: 'critical', words: 'critical' },
  notes: { column: 'notes', words: 'notes' },
} as const satisfies Record<
  keyof RegisterFields,
  { column: RegisterColumn & keyof AssetsTable; words: string }
>;

const FIELDS = Object.keys(REGISTER) as (keyof RegisterFields)[];

/** The columns to write for the fields given: absent fields are left out, so they keep their value. */
export function registerColumns(fields: RegisterFields): Partial<RegisterRow> {
  const columns: Partial<Record<RegisterColumn, string | number | null>> = {};
  for (const field of FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    columns[REGISTER[field].column] = typeof value === 'boolean' ? Number(value) : value;
  }
  return columns as Partial<RegisterRow>;
}

const shown = (column: RegisterColumn, value: string | number | null) => {
  if (column === 'critical') return value === 1 ? 'yes' : 'no';
  return value === null ? 'none' : `'${String(value)}'`;
};

/** What changed, in words for the activity log; notes are long, so only that they changed. */
export function describeRegisterChanges(before: RegisterRow, after: RegisterRow): string[] {
  const changes: string[] = [];
  for (const field of FIELDS) {
    const { column, words } = REGISTER[field];
    if (before[column] === after[column]) continue;
    changes.push(
      column === 'notes'
        ? 'notes changed'
        : `${words}: ${shown(column, before[column])} → ${shown(column, after[column])}`,
    );
  }
  return changes;
}
