import { z } from 'zod';
import { withFieldCode } from './error-codes';
import { ASSET_STATUSES, COMPLIANCE_STATUSES, LIMITS, MAX_PAGE_LIMIT, type AssetStatus } from './constants';
import { ASSET_FIELD_NAMES as NAMES } from './asset-labels';
import { lineText, multilineText, objectIdSchema } from './common';
import { occurredAtSchema } from './field-time';
import { labelledDateSchema, positionSchema } from './compliance';
import { chartPositionSchema } from './chart-position-schema';
import { fieldValueSchema } from './field-values';

/** How far from its charted position an asset was found, when and by whom. */
export const offStationSchema = z.object({
  /** Metres between the charted position and the one reported. */
  meters: z.number().int(),
  /** The reported position's accuracy in metres, when it gave one. */
  accuracy: z.number().nullable(),
  position: chartPositionSchema,
  at: z.string(),
  by: z.string().nullable(),
});
export type OffStation = z.infer<typeof offStationSchema>;

export const assetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.string(),
  location: z.string(),
  status: z.enum(ASSET_STATUSES),
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  dateAssigned: z.string().nullable(),
  lastUpdated: z.string(),
  createdAt: z.string(),
  assetImage: z.string().nullable(),
  /** Small re-encoded copy of assetImage for tables; null when there is no image. */
  assetThumbnail: z.string().nullable(),
  qrCodeImage: z.string(),
  /** What the QR code on the label encodes. */
  qrPayload: z.string(),
  // Register fields: null when unset; dates YYYY-MM-DD.
  serialNumber: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  manufacturedOn: z.string().nullable(),
  inServiceOn: z.string().nullable(),
  /** ISM Code 10 critical equipment. */
  critical: z.boolean(),
  notes: z.string().nullable(),
  /** The values of its type's fields by key; a field without a value is absent. */
  fields: z.record(z.string(), fieldValueSchema),
  /** Keys of kept values that no longer fit their field (its kind, options or bounds changed). */
  fieldsNotFitting: z.array(z.string()),
  /** The location `location` is the path of. */
  locationId: z.string().nullable(),
  /** Its own charted position (a buoy's, a beacon's); null when it takes its location's. */
  position: chartPositionSchema.nullable(),
  /** Where it belongs: its own position, else its location's nearest charted one; null when neither. */
  chartedPosition: chartPositionSchema.extend({ from: z.enum(['asset', 'location']) }).nullable(),
  /** Flagged by a scan, mark or inspection farther from the charted position than its type allows. */
  offStation: offStationSchema.nullable(),
});
export type Asset = z.infer<typeof assetSchema>;

/** Status input is matched regardless of case: 'in use' → 'In Use'. */
function parseAssetStatus(value: string): AssetStatus | undefined {
  const wanted = value.trim().toLowerCase();
  return ASSET_STATUSES.find((status) => status.toLowerCase() === wanted);
}

const assetStatusInputSchema = z.string().transform((value, ctx) => {
  const status = parseAssetStatus(value);
  if (!status) {
    ctx.addIssue({
      code: 'custom',
      ...withFieldCode('invalid-choice', `Status must be one of: ${ASSET_STATUSES.join(', ')}`),
    });
    return z.NEVER;
  }
  return status;
});

const assetText = (label: string) =>
  lineText(label, `${label} is required`)
    .min(1, `${label} is required`)
    .max(LIMITS.assetText, `${label} must be at most ${LIMITS.assetText} characters`);

/** An empty register field clears it: '' becomes null. */
const emptyIsNull = (value: string) => (value === '' ? null : value);

const registerText = (label: string) =>
  lineText(label)
    .max(LIMITS.assetText, `${label} must be at most ${LIMITS.assetText} characters`)
    .transform(emptyIsNull);

const registerDate = (label: string) =>
  z
    .string({ message: `${label} must be written YYYY-MM-DD` })
    .trim()
    .transform(emptyIsNull)
    .pipe(labelledDateSchema(label).nullable());

const TRUE_WORDS = ['true', 'on', '1', 'yes'];
const FALSE_WORDS = ['false', 'off', '0', 'no', ''];

/** A form's checkbox or a JSON boolean: 'true', 'on' (a checked box), 'false', '' (cleared). */
const criticalInputSchema = z.union([z.boolean(), z.string()]).transform((value, ctx) => {
  if (typeof value === 'boolean') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  ctx.addIssue({
    code: 'custom',
    ...withFieldCode('invalid-choice', `${NAMES.critical} must be true or false`),
  });
  return z.NEVER;
});

/**
 * The register fields of an asset, each optional: absent keeps the stored value, an empty string clears it.
 */
export const registerFieldsSchema = z.object({
  serialNumber: registerText(NAMES.serialNumber).optional(),
  manufacturer: registerText(NAMES.manufacturer).optional(),
  model: registerText(NAMES.model).optional(),
  manufacturedOn: registerDate(NAMES.manufacturedOn).optional(),
  inServiceOn: registerDate(NAMES.inServiceOn).optional(),
  critical: criticalInputSchema.optional(),
  // A browser sends a textarea's line breaks as CRLF in multipart forms: stored as typed, with LF.
  notes: multilineText(NAMES.notes)
    .max(LIMITS.assetNotes, `${NAMES.notes} must be at most ${LIMITS.assetNotes} characters`)
    .transform((value) => emptyIsNull(value.replace(/\r\n?/g, '\n')))
    .optional(),
});
export type RegisterFields = z.infer<typeof registerFieldsSchema>;
export const REGISTER_FIELDS = Object.keys(registerFieldsSchema.shape) as (keyof RegisterFields)[];

/** Text fields of POST/PUT /assets (multipart). An empty assignedTo unassigns; absent leaves it. */
export const assetFieldsSchema = z
  .object({
    name: assetText(NAMES.name),
    type: assetText(NAMES.type),
    location: assetText(NAMES.location),
    status: assetStatusInputSchema.optional(),
    assignedTo: z.union([z.literal(''), objectIdSchema]).optional(),
    /**
     * Its own charted position: `{ lat, lon }` or text (`59° 54.740' N 010° 45.139' E`); '' clears it. Read
     * by the server with `chartPositionInputSchema` (its reader stays out of every screen that lists assets).
     */
    position: z.string().max(100, 'Position must be at most 100 characters').optional(),
  })
  .extend(registerFieldsSchema.shape);

export const ASSET_SORT_FIELDS = ['name', 'type', 'location', 'status', 'lastUpdated', 'createdAt'] as const;

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** Query of GET /assets. Any of these switches the list to its paged, filtered form. */
export const assetListQuerySchema = z
  .object({
    q: lineText('The search').max(LIMITS.searchText).optional(),
    status: assetStatusInputSchema.optional(),
    type: lineText('type').max(LIMITS.assetText).optional(),
    location: lineText('location').max(LIMITS.assetText).optional(),
    assignedTo: z.union([z.literal('none'), objectIdSchema]).optional(),
    /** The asset's compliance state: its worst due item (overdue, due-soon, ok), or none when nothing falls due. */
    compliance: z
      .enum(COMPLIANCE_STATUSES, { message: `compliance must be one of ${COMPLIANCE_STATUSES.join(', ')}` })
      .optional(),
    /** The location (and its subtree) by id; `location` takes a path or a unique name. */
    locationId: objectIdSchema.optional(),
    /** `true`: only assets flagged off station. */
    offStation: z.enum(['true'], { message: 'offStation must be true' }).optional(),
    sort: z
      .string()
      .regex(
        new RegExp(`^-?(${ASSET_SORT_FIELDS.join('|')})$`),
        `sort must be one of ${ASSET_SORT_FIELDS.join(', ')}, optionally prefixed by -`,
      )
      .optional(),
    page: positiveInt(1_000_000).optional(),
    limit: positiveInt(MAX_PAGE_LIMIT).optional(),
  })
  // `field.<key>=<value>`: a filter on a choice or yes-no field; other unknown parameters are ignored.
  .catchall(z.unknown());
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;

/** POST /api/assets/:id/back-on-station: an administrator clears the off-station flag, saying why. */
export const backOnStationSchema = z.object({
  note: lineText('Note', 'Note is required')
    .min(1, 'Note is required')
    .max(500, 'Note must be at most 500 characters'),
});

export const scanRequestSchema = z.object({
  assetId: objectIdSchema,
  scanLocation: lineText('scanLocation').max(2048).optional(),
  /** Where the device was, with its accuracy in metres: checked against the asset's charted position. */
  position: positionSchema.optional(),
  occurredAt: occurredAtSchema.optional(),
});
