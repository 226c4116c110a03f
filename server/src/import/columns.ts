/** Which field each column of an import is read into: the client's mapping, else the header's own name. */
import {
  ASSET_FIELD_NAMES,
  ASSET_IMPORT_FIELDS,
  ASSET_SCREEN_LABELS,
  type AssetImportField,
  type ImportMapping,
} from '@harbour/contract';
import { ValidationError } from '../errors';

export interface ImportColumn {
  header: string;
  field: AssetImportField | null;
}

const key = (text: string) => text.trim().toLowerCase();

/**
 * A header matches a field by its API name, its name in words or its label on the asset screen, case and
 * spaces aside: files written before the screen's longer label ('Critical') keep importing.
 */
const BY_HEADER = new Map<string, AssetImportField>(
  ASSET_IMPORT_FIELDS.flatMap((field) => [
    [key(field), field],
    [key(ASSET_FIELD_NAMES[field]), field],
    [key(ASSET_SCREEN_LABELS[field]), field],
  ]),
);

export function mapColumns(headers: string[], mapping: ImportMapping): ImportColumn[] {
  const columns = headers.map((raw) => {
    const header = raw.trim();
    const field = Object.hasOwn(mapping, header) ? mapping[header] : BY_HEADER.get(key(header));
    return { header, field: field ?? null };
  });
  const seen = new Map<AssetImportField, string>();
  for (const { header, field } of columns) {
    if (!field) continue;
    const other = seen.get(field);
    if (other !== undefined)
      throw new ValidationError(
        `Columns '${other}' and '${header}' are both read into ${field}: map one of them to nothing.`,
      );
    seen.set(field, header);
  }
  return columns;
}
