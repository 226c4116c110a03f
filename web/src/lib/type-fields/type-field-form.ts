/**
 * A type's fields in a form: each value held as the text its input shows, checked by the contract's rule,
 * and sent as `fields.<key>` entries of the multipart body the asset forms send.
 */
import type { FieldValue } from '@harbour/contract';
import { checkFieldValue } from '@harbour/contract';
import { FIELD_VALUE_PREFIX } from '@harbour/contract';
import type { TypeField } from '../readers/asset-type-reader';
import { fieldInputProblem } from './check-field-input';

/** Each field's input text by key: a yes-no field's is 'yes', 'no' or ''. */
export type TypeFieldInputs = Record<string, string>;

/** The text an input starts with for a stored value. */
function inputOf(value: FieldValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

export function inputsOf(values: Record<string, FieldValue> | undefined): TypeFieldInputs {
  return Object.fromEntries(Object.entries(values ?? {}).map(([key, value]) => [key, inputOf(value)]));
}

/**
 * The fields whose input differs from the value stored (`kept`, the asset's own values when its type stays): an
 * edit checks and sends only these, so a kept value its field no longer fits does not stop an unrelated change.
 * Without `kept` (a new asset, another type), every field.
 */
export function changedFields(
  fields: readonly TypeField[],
  inputs: TypeFieldInputs,
  kept: TypeFieldInputs | undefined,
): TypeField[] {
  return kept ? fields.filter((field) => (inputs[field.key] ?? '') !== (kept[field.key] ?? '')) : [...fields];
}

/** What is wrong with each field's input, by key, in the reader's language; {} when every one fits. */
export function typeFieldProblems(
  fields: readonly TypeField[],
  inputs: TypeFieldInputs,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = fieldInputProblem(field, inputs[field.key] ?? '');
    if (problem) problems[field.key] = problem;
  }
  return problems;
}

/** The stored form of a fitting input, as text ('IMO 907 4729' → '9074729', 'yes' → 'true'); '' clears. */
function sentText(field: TypeField, input: string): string {
  const checked = checkFieldValue(field, input);
  if (!checked.ok) return input.trim();
  return checked.value === null ? '' : String(checked.value);
}

/**
 * The type's values as `fields.<key>` entries: on create only those with a value, on edit every field of the
 * type ('' clears one).
 */
export function appendTypeFields(
  form: FormData,
  fields: readonly TypeField[],
  inputs: TypeFieldInputs,
  mode: 'add' | 'edit',
): void {
  for (const field of fields) {
    const text = sentText(field, inputs[field.key] ?? '');
    if (mode === 'edit' || text) form.append(`${FIELD_VALUE_PREFIX}${field.key}`, text);
  }
}
