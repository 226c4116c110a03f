/** Turns an asset form's text fields into validated asset fields, with the spec's messages. */
import {
  assetFieldsSchema,
  chartPositionInputSchema,
  FIELD_VALUE_PREFIX,
  MESSAGES,
  REGISTER_FIELDS,
  type AssetStatus,
  type ChartPosition,
  type RegisterFields,
} from '@harbour/contract';
import { type FieldProblems, ValidationError } from '../errors';
import { fieldProblemsOf } from './field-problems';

/** The columns of an asset's own charted position: absent keeps them, null clears them. */
export const positionColumns = (position: ChartPosition | null | undefined) =>
  position === undefined ? {} : { lat: position?.lat ?? null, lon: position?.lon ?? null };

/** Register fields: absent keeps the stored value, null clears it. */
export interface AssetFields extends RegisterFields {
  name: string;
  type: string;
  location: string;
  status?: AssetStatus;
  assignedTo?: string;
  /** Its own charted position: absent keeps the stored one, null clears it. */
  position?: ChartPosition | null;
  /** Values of its type's fields as sent (`fields.<key>`), checked against the type by the service; '' clears. */
  fieldValues: Record<string, string>;
}

/** The `fields.<key>` entries of a form, by key. */
function sentFieldValues(fields: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields))
    if (name.startsWith(FIELD_VALUE_PREFIX) && value !== undefined)
      values[name.slice(FIELD_VALUE_PREFIX.length)] = value;
  return values;
}

const REQUIRED = ['name', 'type', 'location'] as const;

/** FormData.append('assignedTo', null) sends the text 'null', and an undefined variable 'undefined'. */
function clearableField(value: string | undefined): string | undefined {
  if (value === 'null') return '';
  if (value === 'undefined') return undefined;
  return value;
}

/** The position as text: a form's one field, or JSON's `{ lat, lon }` (which arrives as two entries). */
function positionText(fields: Record<string, string>): string | undefined {
  const lat = fields['position.lat'];
  const lon = fields['position.lon'];
  if (lat !== undefined || lon !== undefined) return `${lat ?? ''}, ${lon ?? ''}`;
  return clearableField(fields.position);
}

type Checked = { fields: AssetFields; errors?: undefined } | { fields?: undefined; errors: FieldProblems };

/** The one validation of an asset's fields (a form, an import row): the fields, or one problem per field. */
export function checkAssetFields(candidate: Record<string, string | undefined>): Checked {
  const schema = assetFieldsSchema.extend({ position: chartPositionInputSchema.optional() });
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { fields: { ...parsed.data, fieldValues: sentFieldValues(candidate) } };
  return { errors: fieldProblemsOf(parsed.error.issues, candidate, (path) => String(path[0] ?? 'form')) };
}

export function parseAssetForm(fields: Record<string, string>): AssetFields {
  const candidate: Record<string, string | undefined> = {
    name: fields.name,
    type: fields.type,
    location: fields.location,
    // Empty values mean "not given", except assignedTo where '' unassigns.
    status: fields.status?.trim() ? fields.status : undefined,
    assignedTo: clearableField(fields.assignedTo),
    position: positionText(fields),
  };
  // Register fields: absent keeps the stored value, '' clears it.
  for (const field of REGISTER_FIELDS) candidate[field] = clearableField(fields[field]);
  for (const [key, value] of Object.entries(sentFieldValues(fields)))
    candidate[`${FIELD_VALUE_PREFIX}${key}`] = clearableField(value);
  const checked = checkAssetFields(candidate);
  if (checked.fields) return checked.fields;
  const { errors } = checked;
  const missingRequired = REQUIRED.some((field) => !candidate[field]?.trim());
  const message = missingRequired
    ? MESSAGES.assetRequiredFields
    : `Invalid asset: ${Object.entries(errors)
        .map(([field, { message: text }]) => `${field}: ${text}`)
        .join('; ')}`;
  throw new ValidationError('validation-failed', message, errors);
}
