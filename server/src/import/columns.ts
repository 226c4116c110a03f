/** Which field each column of an import is read into: the client's mapping, else the header's own name. */
import {
  ASSET_FIELD_NAMES,
  ASSET_FIELD_NAMES_NORWEGIAN,
  FIELD_VALUE_PREFIX,
  ASSET_IMPORT_FIELDS,
  ASSET_SCREEN_LABELS,
  LAST_INSPECTED_PREFIX,
  type AssetImportField,
  type ImportMapping,
} from '@harbour/contract';
import { ValidationError } from '../errors';

export type ImportColumn =
  | { header: string; field: AssetImportField | null; plan?: undefined; key?: undefined }
  /** The date of the last inspection under the plan named. */
  | { header: string; field: 'lastInspected'; plan: string; key?: undefined }
  /** The value of the field with this key of the asset's type (`fields.<key>`). */
  | { header: string; field: 'fieldValue'; key: string; plan?: undefined };

const folded = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A field's names in words: English, bokmål and nynorsk, and the screen's longer label. */
const namesOf = (field: AssetImportField) => [
  ASSET_FIELD_NAMES[field],
  ASSET_SCREEN_LABELS[field],
  ASSET_FIELD_NAMES_NORWEGIAN.nb[field],
  ASSET_FIELD_NAMES_NORWEGIAN.nn[field],
];

/**
 * A header matches a field by its API name, or its name or screen label in any of the product's languages,
 * case and spaces aside: files written before the screen's longer label ('Critical') keep importing.
 */
const BY_HEADER = new Map<string, AssetImportField>(
  ASSET_IMPORT_FIELDS.flatMap((field) => [
    [folded(field), field],
    ...namesOf(field).map((name): [string, AssetImportField] => [folded(name), field]),
  ]),
);

/** Shorter than this, a header is too common a word to be read as part of a field's name. */
const PART_MIN_CHARS = 6;

/**
 * A header that is a run of whole words of exactly one field's name, in any language ('In service' of
 * 'Date in service', 'Serial' of 'Serial number'): read into that field, as a suggestion the preview
 * shows and the mapping can change. Words of two fields' names ('Date') suggest nothing, and neither the
 * id nor the serial number is guessed: a row is matched to an asset by them, so a guess could update the
 * wrong one ('Number' is not read as a serial number).
 */
const GUESSED_FIELDS = ASSET_IMPORT_FIELDS.filter((field) => field !== '_id' && field !== 'serialNumber');

function partOfOneName(header: string): AssetImportField | undefined {
  const text = folded(header);
  if (text.length < PART_MIN_CHARS) return undefined;
  const matches = GUESSED_FIELDS.filter((field) =>
    namesOf(field).some((name) => ` ${folded(name)} `.includes(` ${text} `)),
  );
  return matches.length === 1 ? matches[0] : undefined;
}

/** `lastInspected.<plan name>` (any case) names that plan's last inspection date. */
function lastInspectedPlan(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed.toLowerCase().startsWith(LAST_INSPECTED_PREFIX.toLowerCase())) return undefined;
  return trimmed.slice(LAST_INSPECTED_PREFIX.length).trim() || undefined;
}

/** `fields.<key>` (any case) names the value of that field of the asset's type. */
function fieldValueKey(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed.toLowerCase().startsWith(FIELD_VALUE_PREFIX)) return undefined;
  return trimmed.slice(FIELD_VALUE_PREFIX.length).trim().toLowerCase() || undefined;
}

function columnOf(header: string, mapped: string | null | undefined): ImportColumn {
  if (mapped === null) return { header, field: null };
  const plan = lastInspectedPlan(mapped ?? header);
  if (plan) return { header, field: 'lastInspected', plan };
  const key = fieldValueKey(mapped ?? header);
  if (key) return { header, field: 'fieldValue', key };
  if (mapped !== undefined) return { header, field: mapped as AssetImportField };
  return { header, field: BY_HEADER.get(folded(header)) ?? partOfOneName(header) ?? null };
}

export function mapColumns(headers: string[], mapping: ImportMapping): ImportColumn[] {
  const columns = headers.map((raw) => {
    const header = raw.trim();
    return columnOf(header, Object.hasOwn(mapping, header) ? mapping[header] : undefined);
  });
  const seen = new Map<string, string>();
  for (const column of columns) {
    if (!column.field) continue;
    const target =
      column.key !== undefined
        ? `${FIELD_VALUE_PREFIX}${column.key}`
        : column.plan === undefined
          ? column.field
          : `${LAST_INSPECTED_PREFIX}${folded(column.plan)}`;
    const other = seen.get(target);
    if (other !== undefined)
      throw new ValidationError(
        'csv-duplicate-column',
        `Columns '${other}' and '${column.header}' are both read into ${column.key !== undefined || column.plan === undefined ? target : `${LAST_INSPECTED_PREFIX}${column.plan}`}: map one of them to nothing.`,
      );
    seen.set(target, column.header);
  }
  return columns;
}
