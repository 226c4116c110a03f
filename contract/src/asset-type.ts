/**
 * Asset types: each a record an administrator manages, matched to an asset's free `type` text ignoring case
 * and spaces, with its own ordered fields (a vessel's IMO number, a buoy's light character) and the settings
 * later work reads (public defect reports, how far off station a scan may be, the availability target).
 */
import { z } from 'zod';
import { withFieldCode } from './error-codes';
import { LIMITS } from './constants';
import { lineText } from './common';
import { labelledDateSchema } from './compliance';
import { checkCallSign, checkImoNumber, checkMmsi } from './maritime-ids';
import { FIELD_KINDS, type FieldValue } from './field-values';
import { commonFaultsSchema } from './common-faults';

export const FIELD_LIMITS = {
  fieldsPerType: 40,
  keyMax: 40,
  labelMax: 80,
  unitMax: 20,
  optionsMax: 50,
  optionMax: 80,
  textValueMax: LIMITS.assetText,
  offStationMetersMax: 100_000,
} as const;

/** Availability categories of IALA Recommendation O-130, by their target availability. */
export const AVAILABILITY_TARGETS = { 1: 99.8, 2: 99.0, 3: 97.0 } as const;
export type AvailabilityCategory = keyof typeof AVAILABILITY_TARGETS;
export const DEFAULT_OFF_STATION_METERS = 50;

const FIELD_KEY_PATTERN = new RegExp(`^[a-z][a-z0-9_]{0,${FIELD_LIMITS.keyMax - 1}}$`);

const labelText = (label: string) =>
  lineText(label)
    .min(1, `${label} is required`)
    .max(FIELD_LIMITS.labelMax, `${label} must be at most ${FIELD_LIMITS.labelMax} characters`);

/** A field's label in each language; English is required (the fallback), Norwegian optional. */
const fieldLabelSchema = z.object({
  en: labelText('English label'),
  nb: labelText('Bokmål label').optional(),
  nn: labelText('Nynorsk label').optional(),
});
export type FieldLabel = z.infer<typeof fieldLabelSchema>;

/** A field's key: how its values are named in `fields`, filters (`field.<key>`) and CSV (`fields.<key>`). */
export const fieldKeySchema = z
  .string()
  .trim()
  .regex(
    FIELD_KEY_PATTERN,
    `Field key must start with a lower-case letter and hold only a-z, 0-9 and _ (at most ${FIELD_LIMITS.keyMax} characters)`,
  );

export const fieldDefinitionSchema = z
  .object({
    key: fieldKeySchema,
    label: fieldLabelSchema,
    kind: z.enum(FIELD_KINDS, { message: `Field kind must be one of ${FIELD_KINDS.join(', ')}` }),
    /** A number's unit ('kg', 'NM'). */
    unit: lineText('Unit')
      .max(FIELD_LIMITS.unitMax, `Unit must be at most ${FIELD_LIMITS.unitMax} characters`)
      .optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    /** A choice's options, in the order offered. */
    options: z
      .array(
        lineText('Option')
          .min(1, 'Option is required')
          .max(FIELD_LIMITS.optionMax, `Option must be at most ${FIELD_LIMITS.optionMax} characters`),
      )
      .max(FIELD_LIMITS.optionsMax, `A choice has at most ${FIELD_LIMITS.optionsMax} options`)
      .optional(),
    required: z.boolean().default(false),
    /** Shown as a column of the asset list. */
    inList: z.boolean().default(false),
  })
  .superRefine((field, context) => {
    const refuse = (path: string, code: Parameters<typeof withFieldCode>[0], message: string) =>
      context.addIssue({ code: 'custom', path: [path], ...withFieldCode(code, message) });
    if (field.kind === 'choice') {
      if (!field.options || field.options.length === 0)
        refuse('options', 'required', 'A choice needs its options');
      else if (new Set(field.options.map((option) => option.toLowerCase())).size !== field.options.length)
        refuse('options', 'not-unique', 'Options must differ from each other');
    } else if (field.options !== undefined) refuse('options', 'not-applicable', 'Only a choice has options');
    if (field.kind !== 'number') {
      if (field.unit !== undefined) refuse('unit', 'not-applicable', 'Only a number has a unit');
      if (field.min !== undefined) refuse('min', 'not-applicable', 'Only a number has bounds');
      if (field.max !== undefined) refuse('max', 'not-applicable', 'Only a number has bounds');
    } else if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      refuse('max', 'wrong-order', 'The largest value must not be less than the smallest');
  });
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;

const fieldListSchema = z
  .array(fieldDefinitionSchema)
  .max(FIELD_LIMITS.fieldsPerType, `A type has at most ${FIELD_LIMITS.fieldsPerType} fields`)
  .superRefine((fields, context) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.key))
        context.addIssue({
          code: 'custom',
          path: [index, 'key'],
          ...withFieldCode('not-unique', `Field key ${field.key} is used twice`),
        });
      seen.add(field.key);
    });
  });

const typeSettings = {
  /** Visitors may report a defect from the label of an asset of this type. */
  publicReports: z.boolean(),
  /** How far from its charted position a scan, mark or inspection flags the asset off station. */
  offStationMeters: z
    .number()
    .int('offStationMeters must be a whole number of metres')
    .min(1, 'offStationMeters must be at least 1')
    .max(
      FIELD_LIMITS.offStationMetersMax,
      `offStationMeters must be at most ${FIELD_LIMITS.offStationMetersMax}`,
    ),
  /** IALA O-130 availability category (1: 99.8 %, 2: 99.0 %, 3: 97.0 %), or none. */
  availabilityCategory: z
    .union([z.literal(1), z.literal(2), z.literal(3)], {
      message: 'availabilityCategory must be 1, 2, 3 or null',
    })
    .nullable(),
  /** One-line faults offered when a defect is reported on an asset of this type (0 to 12). */
  commonFaults: commonFaultsSchema,
};

const typeName = lineText('Name', 'Name is required')
  .min(1, 'Name is required')
  .max(LIMITS.assetText, `Name must be at most ${LIMITS.assetText} characters`);

/** POST /api/admin/asset-types. */
export const createAssetTypeSchema = z.object({
  name: typeName,
  fields: fieldListSchema.default([]),
  publicReports: typeSettings.publicReports.default(false),
  offStationMeters: typeSettings.offStationMeters.default(DEFAULT_OFF_STATION_METERS),
  availabilityCategory: typeSettings.availabilityCategory.default(null),
  commonFaults: typeSettings.commonFaults.default([]),
});
export type CreateAssetTypeInput = z.infer<typeof createAssetTypeSchema>;

/** PUT /api/admin/asset-types/:id: what is sent changes; `fields`, when sent, is the whole new list. */
export const updateAssetTypeSchema = z.object({
  name: typeName.optional(),
  fields: fieldListSchema.optional(),
  publicReports: typeSettings.publicReports.optional(),
  offStationMeters: typeSettings.offStationMeters.optional(),
  availabilityCategory: typeSettings.availabilityCategory.optional(),
  commonFaults: typeSettings.commonFaults.optional(),
});
export type UpdateAssetTypeInput = z.infer<typeof updateAssetTypeSchema>;

export const assetTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fields: z.array(fieldDefinitionSchema),
  publicReports: z.boolean(),
  offStationMeters: z.number().int(),
  availabilityCategory: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  commonFaults: z.array(z.string()),
  /** Assets of this type. */
  assetCount: z.number().int(),
  /** Values on its assets that no longer fit their field (after a field's kind, options or bounds changed). */
  valuesNotFitting: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssetType = z.infer<typeof assetTypeSchema>;

const YES_WORDS = ['true', 'yes', 'ja', 'on', '1'];
const NO_WORDS = ['false', 'no', 'nei', 'off', '0'];

export type FieldValueCheck =
  { ok: true; value: FieldValue | null } | { ok: false; code: FieldValueProblem; message: string };

/** Why a value does not fit its field: the form shows words for each, the API the message and a field code. */
export type FieldValueProblem =
  | 'required'
  | 'not-a-value'
  | 'too-long'
  | 'invalid-characters'
  | 'not-a-number'
  | 'below-min'
  | 'above-max'
  | 'invalid-date'
  | 'not-an-option'
  | 'not-yes-no'
  | 'imo-format'
  | 'imo-check-digit'
  | 'mmsi-format'
  | 'mmsi-not-ship-station'
  | 'call-sign-format';

/** The API's field code for each problem. */
export const FIELD_VALUE_PROBLEM_CODES = {
  required: 'required',
  'not-a-value': 'invalid-type',
  'too-long': 'too-long',
  'invalid-characters': 'invalid-characters',
  'not-a-number': 'invalid-type',
  'below-min': 'out-of-range',
  'above-max': 'out-of-range',
  'invalid-date': 'invalid-date',
  'not-an-option': 'invalid-choice',
  'not-yes-no': 'invalid-choice',
  'imo-format': 'invalid-format',
  'imo-check-digit': 'invalid-format',
  'mmsi-format': 'invalid-format',
  'mmsi-not-ship-station': 'invalid-format',
  'call-sign-format': 'invalid-format',
} as const satisfies Record<FieldValueProblem, Parameters<typeof withFieldCode>[0]>;

const textValue = lineText('value');
const dateValue = labelledDateSchema('value');

/**
 * One value for one field, as typed in a form, a CSV cell or JSON: answers the value to store (null clears
 * it) or the problem, with the English message the API gives. Numbers accept a decimal comma.
 */
export function checkFieldValue(field: FieldDefinition, input: unknown): FieldValueCheck {
  const label = field.label.en;
  const refuse = (code: FieldValueProblem, message: string): FieldValueCheck => ({
    ok: false,
    code,
    message,
  });
  const empty = input === null || input === undefined || (typeof input === 'string' && input.trim() === '');
  if (empty) return field.required ? refuse('required', `${label} is required`) : { ok: true, value: null };
  if (typeof input !== 'string' && typeof input !== 'number' && typeof input !== 'boolean')
    return refuse('not-a-value', `${label} must be text, a number or true/false`);
  const text = typeof input === 'string' ? input.trim() : String(input);
  switch (field.kind) {
    case 'text': {
      if (typeof input !== 'string') return refuse('invalid-characters', `${label} must be text`);
      const checked = textValue.safeParse(input);
      if (!checked.success)
        return refuse('invalid-characters', `${label} must not contain control or invisible characters`);
      if (checked.data.length > FIELD_LIMITS.textValueMax)
        return refuse('too-long', `${label} must be at most ${FIELD_LIMITS.textValueMax} characters`);
      return { ok: true, value: checked.data };
    }
    case 'number': {
      const number =
        typeof input === 'number'
          ? input
          : /^[+-]?\d+(?:[.,]\d+)?$/.test(text)
            ? Number(text.replace(',', '.'))
            : NaN;
      if (!Number.isFinite(number)) return refuse('not-a-number', `${label} must be a number`);
      if (field.min !== undefined && number < field.min)
        return refuse('below-min', `${label} must be at least ${field.min}`);
      if (field.max !== undefined && number > field.max)
        return refuse('above-max', `${label} must be at most ${field.max}`);
      return { ok: true, value: number };
    }
    case 'date':
      return dateValue.safeParse(text).success
        ? { ok: true, value: text }
        : refuse('invalid-date', `${label} must be a real date written YYYY-MM-DD`);
    case 'choice': {
      const option = field.options?.find((candidate) => candidate.toLowerCase() === text.toLowerCase());
      return option !== undefined
        ? { ok: true, value: option }
        : refuse('not-an-option', `${label} must be one of: ${(field.options ?? []).join(', ')}`);
    }
    case 'yes-no': {
      if (typeof input === 'boolean') return { ok: true, value: input };
      const word = text.toLowerCase();
      if (YES_WORDS.includes(word)) return { ok: true, value: true };
      if (NO_WORDS.includes(word)) return { ok: true, value: false };
      return refuse('not-yes-no', `${label} must be yes or no`);
    }
    case 'imo': {
      const checked = checkImoNumber(text);
      if (checked.ok) return { ok: true, value: checked.value };
      return checked.problem === 'format'
        ? refuse('imo-format', `${label} must be an IMO number of seven digits`)
        : refuse(
            'imo-check-digit',
            `${label} ${text} is not an IMO number: its last digit does not match the check digit`,
          );
    }
    case 'mmsi': {
      const checked = checkMmsi(text);
      if (checked.ok) return { ok: true, value: checked.value };
      return checked.problem === 'format'
        ? refuse('mmsi-format', `${label} must be an MMSI of nine digits`)
        : refuse(
            'mmsi-not-ship-station',
            `${label} ${text} is not a ship station's MMSI: it must begin with a country's identification digits (201 to 775)`,
          );
    }
    case 'call-sign': {
      const checked = checkCallSign(text);
      return checked.ok
        ? { ok: true, value: checked.value }
        : refuse(
            'call-sign-format',
            `${label} must be a call sign: a two-character country prefix, then two to five letters or digits`,
          );
    }
  }
}

/**
 * Whether a stored value still fits its field after the field changed (its kind, options or bounds): a value
 * that does not is kept and shown as it was, and flagged.
 */
export const valueFits = (field: FieldDefinition, value: FieldValue): boolean => {
  const checked = checkFieldValue({ ...field, required: false }, value);
  return checked.ok && checked.value === value;
};
