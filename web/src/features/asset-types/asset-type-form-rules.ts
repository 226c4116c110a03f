/**
 * The asset type form: its values as typed, the type they make (checked by the contract's own schema, the
 * server's), and the refusals in the reader's language by the form's field paths.
 */
import { z } from 'zod';
import {
  createAssetTypeSchema,
  DEFAULT_OFF_STATION_METERS,
  FIELD_KINDS,
  FIELD_LIMITS,
  type CreateAssetTypeInput,
  type FieldKind,
} from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { wordsFor } from '@/lib/rules-in-reader-language';
import type { AssetTypeRow, TypeField } from '@/lib/readers/asset-type-reader';
import { assetTypeMessages as m } from './asset-type-messages';

export interface FieldFormValues {
  /** The row's own key in the editor; never sent. */
  rowId: string;
  key: string;
  labelEn: string;
  labelNb: string;
  labelNn: string;
  kind: FieldKind;
  unit: string;
  min: string;
  max: string;
  /** A choice's options, one per line. */
  options: string;
  required: boolean;
  inList: boolean;
}

/** One of the type's common faults as the editor holds it. */
export interface FaultFormValues {
  /** The row's own key in the editor; never sent. */
  rowId: string;
  text: string;
}

export interface TypeFormValues {
  name: string;
  publicReports: boolean;
  offStationMeters: string;
  /** '' for none. */
  availabilityCategory: '' | '1' | '2' | '3';
  fields: FieldFormValues[];
  commonFaults: FaultFormValues[];
}

export const CATEGORIES = ['1', '2', '3'] as const;

let rowCount = 0;
const nextRowId = () => `field-row-${(rowCount += 1)}`;

export function newField(): FieldFormValues {
  return {
    rowId: nextRowId(),
    key: '',
    labelEn: '',
    labelNb: '',
    labelNn: '',
    kind: 'text',
    unit: '',
    min: '',
    max: '',
    options: '',
    required: false,
    inList: false,
  };
}

export const newFault = (text = ''): FaultFormValues => ({ rowId: nextRowId(), text });

export function emptyTypeForm(): TypeFormValues {
  return {
    name: '',
    publicReports: false,
    offStationMeters: String(DEFAULT_OFF_STATION_METERS),
    availabilityCategory: '',
    fields: [],
    commonFaults: [],
  };
}

const fieldForm = (field: TypeField): FieldFormValues => ({
  rowId: nextRowId(),
  key: field.key,
  labelEn: field.label.en,
  labelNb: field.label.nb ?? '',
  labelNn: field.label.nn ?? '',
  kind: field.kind,
  unit: field.unit ?? '',
  min: field.min === undefined ? '' : String(field.min),
  max: field.max === undefined ? '' : String(field.max),
  options: (field.options ?? []).join('\n'),
  required: field.required,
  inList: field.inList,
});

export function typeFormFrom(type: AssetTypeRow): TypeFormValues {
  return {
    name: type.name,
    publicReports: type.publicReports,
    offStationMeters: String(type.offStationMeters),
    availabilityCategory: CATEGORIES.find((category) => category === String(type.availabilityCategory)) ?? '',
    fields: type.fields.map(fieldForm),
    commonFaults: type.commonFaults.map((fault) => newFault(fault)),
  };
}

export const knownKind = (kind: string): FieldKind => FIELD_KINDS.find((known) => known === kind) ?? 'text';

/** '12,5' or '12.5' as a number; '' as absent; anything else as NaN, refused. */
function numberOrAbsent(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?\d+(?:[.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

const optional = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** What the form sends, before the contract's schema checks it. */
function typeInputFrom(values: TypeFormValues): unknown {
  const meters = values.offStationMeters.trim();
  return {
    name: values.name,
    publicReports: values.publicReports,
    offStationMeters: /^\d+$/.test(meters) ? Number(meters) : Number.NaN,
    availabilityCategory: values.availabilityCategory === '' ? null : Number(values.availabilityCategory),
    // A row left empty is no fault: the editor's spare row is not refused.
    commonFaults: values.commonFaults.map((fault) => fault.text.trim()).filter(Boolean),
    fields: values.fields.map((field) => {
      const number = field.kind === 'number';
      return {
        key: field.key.trim(),
        label: { en: field.labelEn, nb: optional(field.labelNb), nn: optional(field.labelNn) },
        kind: field.kind,
        unit: number ? optional(field.unit) : undefined,
        min: number ? numberOrAbsent(field.min) : undefined,
        max: number ? numberOrAbsent(field.max) : undefined,
        options:
          field.kind === 'choice'
            ? field.options
                .split('\n')
                .map((option) => option.trim())
                .filter(Boolean)
            : undefined,
        required: field.required,
        inList: field.inList,
      };
    }),
  };
}

const FORM_FIELD_OF_LABEL = { en: 'labelEn', nb: 'labelNb', nn: 'labelNn' } as const;

/** The form path of an issue of the contract's schema: fields.0.label.nb → fields.0.labelNb. */
function formPath(path: readonly PropertyKey[]): string {
  const [first, index, part, sub] = path.map(String);
  if (first === 'commonFaults') return 'commonFaults';
  if (first !== 'fields' || index === undefined) return first ?? 'root';
  if (part === undefined) return 'fields';
  if (part === 'label' && (sub === 'en' || sub === 'nb' || sub === 'nn'))
    return `fields.${index}.${FORM_FIELD_OF_LABEL[sub]}`;
  return `fields.${index}.${part}`;
}

export function typeFormIssues(values: TypeFormValues): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const input = typeInputFrom(values);
  // The form's own words where a typed text is not a number at all; the contract's rules for the rest.
  if (!/^\d+$/.test(values.offStationMeters.trim()))
    issues.push({
      path: 'offStationMeters',
      message: translate(m.offStationWhole, { max: FIELD_LIMITS.offStationMetersMax }),
    });
  values.fields.forEach((field, index) => {
    if (field.kind !== 'number') return;
    for (const bound of ['min', 'max'] as const)
      if (Number.isNaN(numberOrAbsent(field[bound])))
        issues.push({ path: `fields.${index}.${bound}`, message: translate(m.notANumber) });
  });
  const checked = createAssetTypeSchema.safeParse(input);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const path = formPath(issue.path);
      if (issues.some((known) => known.path === path)) continue;
      issues.push({ path, message: wordsFor(issue, valueAt(input, issue.path)) });
    }
  return issues;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Object.entries(value).find(([name]) => name === String(key))?.[1];
  }
  return value;
}

/** The form's resolver schema: its issues by field, and the type to send when there are none. */
export const typeFormSchema = z
  .custom<TypeFormValues>()
  .superRefine((values, context) => {
    for (const { path, message } of typeFormIssues(values))
      context.addIssue({
        code: 'custom',
        path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message,
      });
  })
  .transform((values): CreateAssetTypeInput => createAssetTypeSchema.parse(typeInputFrom(values)));
