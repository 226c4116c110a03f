/**
 * The template an administrator starts a register from: every column the import reads, by its API name,
 * and one example row (a life raft at a quay, charted, with its register fields) to replace.
 */
import { ASSET_IMPORT_FIELDS, type AssetImportField } from '@harbour/contract';

const EXAMPLE: Record<Exclude<AssetImportField, '_id'>, string> = {
  name: 'Life raft LR-1',
  type: 'Life Raft',
  location: 'Quay 7',
  position: '59.9125, 10.7541',
  status: 'Available',
  assignedTo: '',
  serialNumber: 'LR-1001',
  manufacturer: 'Viking',
  model: '16DK',
  manufacturedOn: '2019-06-30',
  inServiceOn: '2020-02-29',
  critical: 'true',
  notes: 'Serviced yearly',
};

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The template's text: a new asset per row, so no `_id` column (an export has one, for updates). */
export function templateCsv(): string {
  const columns = ASSET_IMPORT_FIELDS.filter((field) => field !== '_id');
  const lines = [columns.join(','), columns.map((column) => csvCell(EXAMPLE[column])).join(',')];
  return `${lines.join('\r\n')}\r\n`;
}
