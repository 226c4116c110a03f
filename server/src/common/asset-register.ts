/** The register fields of an asset (serial number, dates, critical, notes): columns and their changes. */
import { ASSET_FIELD_NAMES, type RegisterFields } from '@harbour/contract';
import type { AssetsTable } from '../db/types';

type RegisterColumn =
  'serial_number' | 'manufacturer' | 'model' | 'manufactured_on' | 'in_service_on' | 'critical' | 'notes';
type RegisterRow = { [C in RegisterColumn]: C extends 'critical' ? number : string | null };

const REGISTER_COLUMNS = {
  serialNumber: 'serial_number',
  manufacturer: 'manufacturer',
  model: 'model',
  manufacturedOn: 'manufactured_on',
  inServiceOn: 'in_service_on',
  critical: 'critical',
  notes: 'notes',
} as const satisfies Record<keyof RegisterFields, RegisterColumn & keyof AssetsTable>;

const FIELDS = Object.keys(REGISTER_COLUMNS) as (keyof RegisterFields)[];

/** The columns to write for the fields given: absent fields are left out, so they keep their value. */
export function registerColumns(fields: RegisterFields): Partial<RegisterRow> {
  const columns: Partial<Record<RegisterColumn, string | number | null>> = {};
  for (const field of FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    columns[REGISTER_COLUMNS[field]] = typeof value === 'boolean' ? Number(value) : value;
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
    const column = REGISTER_COLUMNS[field];
    if (before[column] === after[column]) continue;
    const words = ASSET_FIELD_NAMES[field].toLowerCase();
    changes.push(
      column === 'notes'
        ? `${words} changed`
        : `${words}: ${shown(column, before[column])} → ${shown(column, after[column])}`,
    );
  }
  return changes;
}
