/** The add/edit asset form's rules, kept out of the components. */
import { z } from 'zod';
import { ASSET_STATUSES, DEFAULT_ASSET_STATUS, LIMITS } from '@harbour/contract';
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { chartPositionText, readChartPosition } from '@/components/chart-position/read-chart-position';
import type { TypeField } from '@/lib/readers/asset-type-reader';
import {
  appendTypeFields,
  changedFields,
  inputsOf,
  typeFieldProblems,
  type TypeFieldInputs,
} from '@/lib/type-fields/type-field-form';
import type { AssetRow } from './api/get-assets';
import { assetMessages as m } from './asset-messages';

export type AssetFormMode = 'add' | 'edit';

// The words are read when a value is checked, so they are in the language of that moment.
const text = z
  .string()
  .trim()
  .max(LIMITS.assetText, { error: () => translate(m.atMost, { max: LIMITS.assetText }) });

/** The image is optional, and must be an image file when one is chosen. */
const imageField = z
  .custom<FileList | null | undefined>(
    (value) => value === null || value === undefined || value instanceof FileList,
  )
  .refine((files) => !files || files.length === 0 || (files[0]?.type ?? '').startsWith('image/'), {
    error: () => translate(m.imageNotImage),
  });

/** 2024-02-29 is a date, 2023-02-29 is not: the day survives a round trip through Date. */
function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * A date input's value: '' when unset, else a real YYYY-MM-DD date. Checked here rather than with the
 * contract's date schema, whose module would load with the assets screen (+2.9 KB gzip).
 */
const dateField = (label: Message<string>) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isRealDate(value), {
      error: () => translate(m.notRealDate, { field: translate(label) }),
    });

/** Register fields (after the spec's own): optional; an empty one is unset. */
const registerFields = {
  serialNumber: text,
  manufacturer: text,
  model: text,
  manufacturedOn: dateField(m.manufacturedOn),
  inServiceOn: dateField(m.inServiceOn),
  critical: z.boolean(),
  notes: z
    .string()
    .trim()
    .max(LIMITS.assetNotes, {
      error: () => translate(m.notesTooLong, { field: translate(m.notes), max: LIMITS.assetNotes }),
    }),
};

export const assetFormSchema = z
  .object({
    name: text,
    type: text,
    /** A location's full path, chosen from the tree (the picker offers no other). */
    location: text,
    /** Its own charted position as typed; '' for none (it then takes its location's). */
    position: z.string().trim(),
    /**
     * Absent when the select is disabled (the add form's lock); the lock decides it then. Any text, so an
     * edit keeps a status only a newer server knows; the server checks it.
     */
    status: z.string().min(1).optional(),
    assignedTo: z.string(),
    image: imageField,
    ...registerFields,
    /** The type's own fields, each as its input shows it (checked against the type by assetFormSchemaFor). */
    typeFields: z.record(z.string(), z.string()),
  })
  .superRefine((values, ctx) => {
    if (!values.name || !values.type || !values.location) {
      ctx.addIssue({ code: 'custom', path: ['root'], message: translate(m.requiredFields) });
    }
    // Beside each empty field too, so the form shows which ones.
    for (const field of ['name', 'type', 'location'] as const)
      if (!values[field])
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: translate(m.fieldRequired, { field: translate(m[field]) }),
        });
    const position = readChartPosition(values.position);
    if (position.state === 'unreadable')
      ctx.addIssue({ code: 'custom', path: ['position'], message: position.problem });
    // Both are YYYY-MM-DD here, so text order is date order.
    if (values.manufacturedOn && values.inServiceOn && values.inServiceOn < values.manufacturedOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['inServiceOn'],
        message: translate(m.serviceBeforeManufacture),
      });
    }
  });

/** The form's schema for the type now chosen: each of its fields checked by the contract's rule too. */
export const assetFormSchemaFor = (fields: readonly TypeField[], kept?: TypeFieldInputs) =>
  fields.length === 0
    ? assetFormSchema
    : assetFormSchema.superRefine((values, ctx) => {
        const changed = changedFields(fields, values.typeFields, kept);
        for (const [key, message] of Object.entries(typeFieldProblems(changed, values.typeFields)))
          ctx.addIssue({ code: 'custom', path: ['typeFields', key], message });
      });

export type AssetFormInput = z.input<typeof assetFormSchema>;
export type AssetFormValues = z.output<typeof assetFormSchema>;

const REGISTER_TEXT = [
  'serialNumber',
  'manufacturer',
  'model',
  'manufacturedOn',
  'inServiceOn',
  'notes',
] as const;

export function emptyAssetForm(): AssetFormInput {
  return {
    name: '',
    type: '',
    location: '',
    position: '',
    status: DEFAULT_ASSET_STATUS,
    assignedTo: '',
    image: null,
    serialNumber: '',
    manufacturer: '',
    model: '',
    manufacturedOn: '',
    inServiceOn: '',
    critical: false,
    notes: '',
    typeFields: {},
  };
}

type EditedAsset = Pick<
  AssetRow,
  | 'name'
  | 'type'
  | 'location'
  | 'position'
  | 'status'
  | 'assignedTo'
  | (typeof REGISTER_TEXT)[number]
  | 'critical'
  | 'fields'
>;

export function assetFormFrom(asset: EditedAsset): AssetFormInput {
  return {
    name: asset.name,
    type: asset.type,
    location: asset.location,
    position: chartPositionText(asset.position),
    status: asset.status || DEFAULT_ASSET_STATUS,
    assignedTo: asset.assignedTo ?? '',
    image: null,
    serialNumber: asset.serialNumber ?? '',
    manufacturer: asset.manufacturer ?? '',
    model: asset.model ?? '',
    manufacturedOn: asset.manufacturedOn ?? '',
    inServiceOn: asset.inServiceOn ?? '',
    critical: asset.critical,
    notes: asset.notes ?? '',
    typeFields: inputsOf(asset.fields),
  };
}

/** The statuses to choose from: the known ones, and the asset's own when only a newer server knows it. */
export function statusOptions(current: string | undefined): string[] {
  return current && !ASSET_STATUSES.some((status) => status === current)
    ? [...ASSET_STATUSES, current]
    : [...ASSET_STATUSES];
}

/** Choosing a user sets the status to In Use; choosing 'Not Assigned' leaves it as it is (add and edit). */
export function statusAfterAssigneeChange(current: string | undefined, assignedTo: string): string {
  return assignedTo ? 'In Use' : (current ?? DEFAULT_ASSET_STATUS);
}

/** In the add form the status cannot be changed while a user is assigned. */
export function isStatusLocked(mode: AssetFormMode, assignedTo: string): boolean {
  return mode === 'add' && assignedTo !== '';
}

/**
 * The multipart body of POST/PUT /assets. On create, empty values are left out; on edit, assignedTo and the
 * register fields are always sent ('' unassigns or clears) and the image only when a new file was chosen.
 * critical is always sent, as 'true' or 'false'. The type's own fields go as `fields.<key>` entries, on edit
 * those changed from `kept` (the asset's own values, when its type stays). The charted position goes when
 * set on create, and on edit when it differs from `keptPosition` (as the form showed it): '' clears it.
 */
export function buildAssetFormData(
  values: AssetFormValues,
  mode: AssetFormMode,
  typeFields: readonly TypeField[] = [],
  kept?: TypeFieldInputs,
  keptPosition = '',
): FormData {
  const form = new FormData();
  const status = isStatusLocked(mode, values.assignedTo) ? 'In Use' : (values.status ?? DEFAULT_ASSET_STATUS);
  const fields: [string, string][] = [
    ['name', values.name],
    ['type', values.type],
    ['location', values.location],
    ['status', status],
  ];
  for (const [key, value] of fields) if (value) form.append(key, value);
  if (mode === 'edit' || values.assignedTo) form.append('assignedTo', values.assignedTo);
  for (const key of REGISTER_TEXT) if (mode === 'edit' || values[key]) form.append(key, values[key]);
  form.append('critical', values.critical ? 'true' : 'false');
  if (values.position !== keptPosition) form.append('position', values.position);
  appendTypeFields(form, changedFields(typeFields, values.typeFields, kept), values.typeFields, mode);
  const file = values.image?.[0];
  if (file) form.append('assetImage', file);
  return form;
}
