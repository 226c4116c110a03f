/**
 * The words of asset types' field values that a screen needs without the types' schemas: the kinds, how a
 * value is named in a form, a CSV column and a list filter, how a type is matched, and what a value is.
 */
import { z } from 'zod';

export const FIELD_KINDS = [
  'text',
  'number',
  'date',
  'choice',
  'yes-no',
  'imo',
  'mmsi',
  'call-sign',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Kinds a list may filter by exactly, and kinds a search reads. */
export const FILTERABLE_FIELD_KINDS: readonly FieldKind[] = ['choice', 'yes-no'];
export const SEARCHABLE_FIELD_KINDS: readonly FieldKind[] = ['text', 'imo', 'mmsi', 'call-sign'];

/** An asset's value of a field in a form, a JSON body's flattened `fields` object and a CSV column: `fields.<key>`. */
export const FIELD_VALUE_PREFIX = 'fields.';
/** A list filter on a choice or yes-no field: `GET /api/assets?field.<key>=<value>`. */
export const FIELD_FILTER_PREFIX = 'field.';

/** The key a type is matched by: its name in lower case without spaces ('Lit buoy' and 'LITBUOY' are one). */
export const assetTypeKey = (name: string): string => name.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/** A field's stored value: text, number, date (YYYY-MM-DD), choice, IMO, MMSI and call sign as text; yes-no as a boolean. */
export const fieldValueSchema = z.union([z.string(), z.number(), z.boolean()]);
export type FieldValue = z.infer<typeof fieldValueSchema>;
/** An asset's values by field key; a field without a value is absent. */
export type FieldValues = Record<string, FieldValue>;
