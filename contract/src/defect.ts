/**
 * Defects: a fault reported on an asset by staff (signed in, any asset they can scan) or by the public from
 * the label of an asset whose type allows it; an administrator triages each one.
 */
import { z } from 'zod';
import { MAX_PAGE_LIMIT } from './constants';
import { lineText, multilineText, objectIdSchema } from './common';
import { occurredAtSchema } from './field-time';
import { positionSchema } from './compliance';
import { faultText } from './common-faults';

export const DEFECT_SEVERITIES = ['safety', 'normal', 'low'] as const;
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];

export const DEFECT_STATES = ['new', 'accepted', 'duplicate', 'rejected', 'closed'] as const;
export type DefectState = (typeof DEFECT_STATES)[number];

export const DEFECT_SOURCES = ['staff', 'public'] as const;
export type DefectSource = (typeof DEFECT_SOURCES)[number];

export const DEFECT_LIMITS = {
  descriptionMax: 2000,
  photosMax: 3,
  photoBytesMax: 10 * 1024 * 1024,
  contactMax: 200,
  rejectionReasonMax: 500,
  triageNoteMax: 2000,
} as const;

/** Public reports of one asset within this many hours of its first open one group under that one. */
export const PUBLIC_REPORT_GROUP_HOURS = 6;

/** The moves triage may make: from each state, the states it may go to. */
export const DEFECT_TRANSITIONS: Record<DefectState, readonly DefectState[]> = {
  new: ['accepted', 'duplicate', 'rejected'],
  accepted: ['closed', 'duplicate', 'rejected'],
  duplicate: ['new'],
  rejected: ['new'],
  closed: ['accepted'],
};

/** The states the public sees of its report (the state of its group's head when grouped). */
export const PUBLIC_DEFECT_STATES = ['received', 'in-progress', 'rejected', 'closed'] as const;
export type PublicDefectState = (typeof PUBLIC_DEFECT_STATES)[number];

/** new → received; accepted and duplicate → in-progress; rejected → rejected; closed → closed. */
export const publicDefectState = (state: DefectState): PublicDefectState =>
  state === 'new' ? 'received' : state === 'accepted' || state === 'duplicate' ? 'in-progress' : state;

/** Crockford base 32: no I, L, O, U. */
export const DEFECT_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const DEFECT_REFERENCE_LENGTH = 8;
/** `D-` and eight Crockford base-32 characters, as stored and shown. */
export const DEFECT_REFERENCE_PATTERN = /^D-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A reference as typed by a person: any case, hyphens and spaces ignored, I and L read as 1 and O as 0,
 * the `D` prefix optional. Answers the stored form, or null when it cannot be one.
 */
export function normalizeDefectReference(input: string): string | null {
  let text = input.toUpperCase().replace(/[\s-]/g, '');
  if (text.length === DEFECT_REFERENCE_LENGTH + 1 && text.startsWith('D')) text = text.slice(1);
  text = text.replace(/[IL]/g, '1').replace(/O/g, '0');
  const reference = `D-${text}`;
  return DEFECT_REFERENCE_PATTERN.test(reference) ? reference : null;
}

const description = multilineText('Description')
  .min(1, 'Description is required')
  .max(
    DEFECT_LIMITS.descriptionMax,
    `Description must be at most ${DEFECT_LIMITS.descriptionMax} characters`,
  );

/** POST /api/assets/:id/defects: JSON, or multipart with this as field `defect` and files `photo.1`..`photo.3`. */
export const createDefectSchema = z.object({
  description,
  /** One of the asset type's common faults (matched ignoring case). */
  fault: faultText.optional(),
  severity: z
    .enum(DEFECT_SEVERITIES, { message: `severity must be one of ${DEFECT_SEVERITIES.join(', ')}` })
    .default('normal'),
  position: positionSchema.optional(),
  occurredAt: occurredAtSchema.optional(),
});
export type CreateDefectInput = z.infer<typeof createDefectSchema>;

/**
 * POST /api/public/assets/:id/defects: JSON, or multipart with this as field `defect` and files
 * `photo` (or `photo.1`..`photo.3`). `website` is a field people never see: filled, the report is dropped.
 */
export const createPublicDefectSchema = z.object({
  description,
  contact: lineText('Contact')
    .max(DEFECT_LIMITS.contactMax, `Contact must be at most ${DEFECT_LIMITS.contactMax} characters`)
    .optional(),
  position: positionSchema.optional(),
  website: z.string().max(500).optional(),
});
export type CreatePublicDefectInput = z.infer<typeof createPublicDefectSchema>;

/** PUT /api/defects/:id: what is sent changes. */
export const triageDefectSchema = z.object({
  state: z.enum(DEFECT_STATES, { message: `state must be one of ${DEFECT_STATES.join(', ')}` }).optional(),
  severity: z
    .enum(DEFECT_SEVERITIES, { message: `severity must be one of ${DEFECT_SEVERITIES.join(', ')}` })
    .optional(),
  /** The defect this one repeats: needed with state `duplicate`. */
  duplicateOf: objectIdSchema.optional(),
  /** Needed with state `rejected`. */
  rejectionReason: lineText('Rejection reason')
    .min(1, 'Rejection reason is required')
    .max(
      DEFECT_LIMITS.rejectionReasonMax,
      `Rejection reason must be at most ${DEFECT_LIMITS.rejectionReasonMax} characters`,
    )
    .optional(),
  triageNote: multilineText('Triage note')
    .max(DEFECT_LIMITS.triageNoteMax, `Triage note must be at most ${DEFECT_LIMITS.triageNoteMax} characters`)
    .optional(),
});
export type TriageDefectInput = z.infer<typeof triageDefectSchema>;

export const DEFECT_SORT_FIELDS = ['triage', 'createdAt', 'occurredAt', 'severity', 'state'] as const;

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

const commaList = <T extends string>(values: readonly [T, ...T[]], label: string) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(
      z.array(
        z.enum(values, {
          message: `${label} must be a comma-separated list of ${values.join(', ')}`,
        }),
      ),
    );

/**
 * GET /api/defects. `sort` defaults to `triage`: new first, then safety first, then newest; other sorts
 * take a field optionally prefixed by `-` (descending).
 */
export const defectListQuerySchema = z.object({
  state: commaList(DEFECT_STATES, 'state').optional(),
  severity: commaList(DEFECT_SEVERITIES, 'severity').optional(),
  /** The asset's type text (matched as the asset list matches it). */
  type: lineText('type').max(200).optional(),
  /** A location id: defects of assets in its subtree. */
  location: objectIdSchema.optional(),
  asset: objectIdSchema.optional(),
  source: z
    .enum(DEFECT_SOURCES, { message: `source must be one of ${DEFECT_SOURCES.join(', ')}` })
    .optional(),
  sort: z
    .string()
    .regex(
      new RegExp(`^-?(${DEFECT_SORT_FIELDS.join('|')})$`),
      `sort must be one of ${DEFECT_SORT_FIELDS.join(', ')}, optionally prefixed by -`,
    )
    .optional(),
  page: positiveInt(1_000_000).optional(),
  limit: positiveInt(MAX_PAGE_LIMIT).optional(),
});
export type DefectListQuery = z.infer<typeof defectListQuerySchema>;

export const defectPhotoSchema = z.object({ _id: z.string(), url: z.string() });

export const defectSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  assetId: z.string(),
  asset: z.object({ _id: z.string(), name: z.string(), type: z.string(), location: z.string() }),
  description: z.string(),
  fault: z.string().nullable(),
  severity: z.enum(DEFECT_SEVERITIES),
  state: z.enum(DEFECT_STATES),
  source: z.enum(DEFECT_SOURCES),
  /** Null for a public report. */
  reportedBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
  /** The public reporter's contact: administrators only, null to others. */
  contact: z.string().nullable(),
  photos: z.array(defectPhotoSchema),
  position: positionSchema.nullable(),
  duplicateOf: z.string().nullable(),
  /** The first open public report of the same asset within PUBLIC_REPORT_GROUP_HOURS, or null. */
  groupedUnder: z.string().nullable(),
  /** 1 and the reports grouped under it. */
  reportCount: z.number().int(),
  rejectionReason: z.string().nullable(),
  triageNote: z.string().nullable(),
  triagedBy: z.object({ _id: z.string().nullable(), username: z.string() }).nullable(),
  triagedAt: z.string().nullable(),
  /** The work order it is part of, once there is one. */
  workOrderId: z.string().nullable(),
  /** When the reporter saw it (the device's time for a write made offline). */
  occurredAt: z.string(),
  /** When it reached the server. */
  receivedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Defect = z.infer<typeof defectSchema>;

/** GET /api/public/assets/:id: what a visitor at the label is told. */
export const publicAssetSchema = z.object({ name: z.string(), type: z.string() });
export type PublicAsset = z.infer<typeof publicAssetSchema>;

/** POST /api/public/assets/:id/defects. */
export const publicDefectCreatedSchema = z.object({ reference: z.string() });

/** GET /api/public/defects/:reference. */
export const publicDefectStatusSchema = z.object({
  reference: z.string(),
  state: z.enum(PUBLIC_DEFECT_STATES),
  /** Only when rejected. */
  rejectionReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type PublicDefectStatus = z.infer<typeof publicDefectStatusSchema>;
