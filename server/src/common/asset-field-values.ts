/**
 * An asset's values of its type's fields: checked as written, and what is kept beside them so that lists
 * filter and search by them (the keys that no longer fit, the searchable text, the filterable values).
 */
import { z } from 'zod';
import {
  checkFieldValue,
  FIELD_VALUE_PROBLEM_CODES,
  fieldValueSchema,
  FILTERABLE_FIELD_KINDS,
  SEARCHABLE_FIELD_KINDS,
  valueFits,
  type FieldDefinition,
  type FieldValues,
} from '@harbour/contract';
import { foldCase, SEARCH_KEY_SEPARATOR } from '../db/dialect';
import type { FieldProblems } from '../errors';

/** What the assets repository stores for one asset's values. */
export interface FieldIndex {
  values: FieldValues;
  notFitting: string[];
  /** The searchable values folded, joined as the search key joins its parts ('' when none). */
  search: string;
  /** Choice values folded and yes-no values as 'true'/'false', for the list filters. */
  filters: { key: string; value: string }[];
}

export const EMPTY_FIELD_INDEX: FieldIndex = { values: {}, notFitting: [], search: '', filters: [] };

/** The one folding of a filterable value, stored and asked for alike. */
export const filterValue = (value: string | boolean): string =>
  typeof value === 'boolean' ? String(value) : foldCase(value);

export function indexFieldValues(definitions: readonly FieldDefinition[], values: FieldValues): FieldIndex {
  const notFitting: string[] = [];
  const search: string[] = [];
  const filters: FieldIndex['filters'] = [];
  for (const field of definitions) {
    const value = values[field.key];
    if (value === undefined) continue;
    const fits = valueFits(field, value);
    if (!fits) notFitting.push(field.key);
    if (SEARCHABLE_FIELD_KINDS.includes(field.kind) && typeof value === 'string')
      search.push(foldCase(value));
    if (fits && FILTERABLE_FIELD_KINDS.includes(field.kind) && typeof value !== 'number')
      filters.push({ key: field.key, value: filterValue(value) });
  }
  return { values, notFitting, search: search.join(SEARCH_KEY_SEPARATOR), filters };
}

/** The values of the fields a type still has: a removed field's values go with it. */
export function valuesOfFields(definitions: readonly FieldDefinition[], values: FieldValues): FieldValues {
  const kept: FieldValues = {};
  for (const field of definitions) {
    const value = values[field.key];
    if (value !== undefined) kept[field.key] = value;
  }
  return kept;
}

const storedValuesSchema = z.record(z.string(), fieldValueSchema);
export const parseStoredValues = (json: string): FieldValues => storedValuesSchema.parse(JSON.parse(json));
export const parseStoredKeys = (json: string): string[] => z.array(z.string()).parse(JSON.parse(json));

export type AppliedValues = { values: FieldValues; problems?: undefined } | { problems: FieldProblems };

/**
 * Writes the values sent (`fields.<key>` text, '' clears) over `base`, each checked against its field.
 * `checkRequired`: every required field must then hold a value (a new asset, a type change, a values change).
 */
export function applyFieldValues(
  type: { name: string; fields: readonly FieldDefinition[] },
  base: FieldValues,
  sent: Readonly<Record<string, string>>,
  checkRequired: boolean,
): AppliedValues {
  const values: FieldValues = { ...base };
  const problems: FieldProblems = {};
  for (const [key, input] of Object.entries(sent)) {
    const name = `fields.${key}`;
    const field = type.fields.find((candidate) => candidate.key === key);
    if (!field) {
      problems[name] = { code: 'unknown-reference', message: `${key} is not a field of ${type.name}` };
      continue;
    }
    const checked = checkFieldValue({ ...field, required: false }, input);
    if (!checked.ok)
      problems[name] = { code: FIELD_VALUE_PROBLEM_CODES[checked.code], message: checked.message };
    else if (checked.value === null) delete values[key];
    else values[key] = checked.value;
  }
  if (checkRequired)
    for (const field of type.fields) {
      const name = `fields.${field.key}`;
      if (field.required && values[field.key] === undefined && !problems[name])
        problems[name] = { code: 'required', message: `${field.label.en} is required` };
    }
  return Object.keys(problems).length > 0 ? { problems } : { values: valuesOfFields(type.fields, values) };
}
