/**
 * Work orders: corrective work on one asset, made from defects, from a failed checklist item of an
 * inspection or by hand, with the photos and notes it came from carried as
 * references. Labour, parts and the completion are field writes: offline-capable and idempotent.
 */
import { z } from 'zod';
import { lineText, multilineText, objectIdSchema } from './common';
import { calendarDateSchema, pageQuerySchema } from './compliance';
import { ASSET_STATUSES, MAX_PAGE_LIMIT } from './constants';
import { occurredAtSchema } from './field-time';

export const WORK_ORDER_STATUSES = ['open', 'in-progress', 'waiting-parts', 'done', 'cancelled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** A work order in one of these takes no more labour, parts or completion: only a reopening. */
export const CLOSED_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['done', 'cancelled'];

export const WORK_ORDER_OUTCOMES = ['fixed', 'replaced', 'not-fixed', 'deferred'] as const;
export type WorkOrderOutcome = (typeof WORK_ORDER_OUTCOMES)[number];

export const WORK_ORDER_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

export const WORK_ORDER_SOURCES = ['defects', 'inspection', 'manual'] as const;
export type WorkOrderSource = (typeof WORK_ORDER_SOURCES)[number];

/** Where a photo or note of a work order came from: what it was made from, or its own before/after. */
export const WORK_ORDER_PHOTO_ORIGINS = ['defect', 'inspection', 'before', 'after'] as const;
/** The work order's own photos (POST /api/work-orders/:id/photos): before the work and after it. */
export const WORK_ORDER_OWN_PHOTO_KINDS = ['before', 'after'] as const;
export type WorkOrderOwnPhotoKind = (typeof WORK_ORDER_OWN_PHOTO_KINDS)[number];

export const WORK_ORDER_LIMITS = {
  titleMax: 200,
  textMax: 4000,
  assigneesMax: 10,
  defectsMax: 20,
  /** Photos in one upload of the work order's own. */
  photosPerUpload: 5,
  /** One labour entry: at most a day's work. */
  minutesMax: 24 * 60,
  partTextMax: 200,
  unitMax: 20,
  quantityMax: 100_000,
  /** A drawn signature's PNG, as a data URL: a phone's canvas is far smaller. */
  signatureMaxChars: 1_500_000,
} as const;

/** The number people say: `WO-000123`. */
export const workOrderNumber = (n: number): string => `WO-${String(n).padStart(6, '0')}`;

/**
 * The moves PUT may make: done is reached only through /complete, and nothing leaves done or cancelled but
 * an administrator's reopening (to `open`).
 */
export const WORK_ORDER_MOVES: Readonly<Record<WorkOrderStatus, readonly WorkOrderStatus[]>> = {
  open: ['in-progress', 'waiting-parts', 'cancelled'],
  'in-progress': ['open', 'waiting-parts', 'cancelled'],
  'waiting-parts': ['open', 'in-progress', 'cancelled'],
  done: ['open'],
  cancelled: ['open'],
};

export const canMoveWorkOrder = (from: WorkOrderStatus, to: WorkOrderStatus): boolean =>
  from === to || WORK_ORDER_MOVES[from].includes(to);

const title = lineText('Title', 'Title is required')
  .min(1, 'Title is required')
  .max(WORK_ORDER_LIMITS.titleMax, `Title must be at most ${WORK_ORDER_LIMITS.titleMax} characters`);
const longText = (label: string) =>
  multilineText(label).max(
    WORK_ORDER_LIMITS.textMax,
    `${label} must be at most ${WORK_ORDER_LIMITS.textMax} characters`,
  );
const assigneeIds = z
  .array(objectIdSchema)
  .max(WORK_ORDER_LIMITS.assigneesMax, `At most ${WORK_ORDER_LIMITS.assigneesMax} assignees`);
const priority = z.enum(WORK_ORDER_PRIORITIES, {
  message: `Priority must be one of ${WORK_ORDER_PRIORITIES.join(', ')}`,
});

/** POST /api/work-orders: by hand on an asset, from defects, or from a failed checklist item of an inspection. */
export const workOrderCreateSchema = z
  .object({
    /** By hand: the asset. From defects or an inspection: optional, theirs. */
    assetId: objectIdSchema.optional(),
    /** From defects of one asset (new or accepted, in no other work order): they become accepted and point here. */
    defectIds: z
      .array(objectIdSchema)
      .min(1, 'defectIds must name at least one defect')
      .max(WORK_ORDER_LIMITS.defectsMax, `At most ${WORK_ORDER_LIMITS.defectsMax} defects`)
      .optional(),
    /** From a failed pass/fail item: the inspection and the item's id. */
    inspectionId: objectIdSchema.optional(),
    itemId: z.string().min(1).max(100).optional(),
    title,
    description: longText('Description').optional(),
    priority: priority.default('normal'),
    assigneeIds: assigneeIds.default([]),
    dueOn: calendarDateSchema.optional(),
    notes: longText('Notes').optional(),
    /**
     * Safety work: the asset is set Under Maintenance now (if it is not already) and gets its status back
     * when the last such work order on it is completed.
     */
    putUnderMaintenance: z.boolean().default(false),
  })
  .refine(
    (input) =>
      input.assetId !== undefined || input.inspectionId !== undefined || input.defectIds !== undefined,
    { message: 'Give assetId, defectIds, or inspectionId and itemId', path: ['assetId'] },
  )
  .refine((input) => input.inspectionId === undefined || input.defectIds === undefined, {
    message: 'A work order comes from defects or from an inspection, not both',
    path: ['defectIds'],
  })
  .refine((input) => (input.inspectionId === undefined) === (input.itemId === undefined), {
    message: 'inspectionId and itemId go together',
    path: ['itemId'],
  });
export type WorkOrderCreateInput = z.infer<typeof workOrderCreateSchema>;

/** PUT /api/work-orders/:id (administrators): any of these; `status` moves as WORK_ORDER_MOVES allow. */
export const workOrderUpdateSchema = z.object({
  title: title.optional(),
  description: longText('Description').optional(),
  priority: priority.optional(),
  assigneeIds: assigneeIds.optional(),
  dueOn: calendarDateSchema.nullable().optional(),
  notes: longText('Notes').optional(),
  status: z.enum(WORK_ORDER_STATUSES).optional(),
});
export type WorkOrderUpdateInput = z.infer<typeof workOrderUpdateSchema>;

/** POST /api/work-orders/:id/labour: time worked by the caller. */
export const workOrderLabourInputSchema = z.object({
  minutes: z
    .number()
    .int('minutes must be whole minutes')
    .min(1, 'minutes must be at least 1')
    .max(WORK_ORDER_LIMITS.minutesMax, `minutes must be at most ${WORK_ORDER_LIMITS.minutesMax}`),
  note: longText('Note').optional(),
  occurredAt: occurredAtSchema.optional(),
});
export type WorkOrderLabourInput = z.infer<typeof workOrderLabourInputSchema>;

/** POST /api/work-orders/:id/parts: a part used, as free text until a stock feature exists. */
export const workOrderPartInputSchema = z.object({
  text: lineText('Part', 'Part is required')
    .min(1, 'Part is required')
    .max(WORK_ORDER_LIMITS.partTextMax, `Part must be at most ${WORK_ORDER_LIMITS.partTextMax} characters`),
  quantity: z.number().positive('quantity must be more than 0').max(WORK_ORDER_LIMITS.quantityMax),
  unit: lineText('Unit').max(WORK_ORDER_LIMITS.unitMax).default('pcs'),
  occurredAt: occurredAtSchema.optional(),
});
export type WorkOrderPartInput = z.infer<typeof workOrderPartInputSchema>;

/** POST /api/work-orders/:id/complete: the outcome and a signature drawn on the phone (a PNG data URL). */
export const workOrderCompleteInputSchema = z.object({
  outcome: z.enum(WORK_ORDER_OUTCOMES, {
    message: `outcome must be one of ${WORK_ORDER_OUTCOMES.join(', ')}`,
  }),
  signature: z
    .string({ message: 'signature is required' })
    .max(WORK_ORDER_LIMITS.signatureMaxChars, 'The signature is too large')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'signature must be a PNG data URL'),
  note: longText('Note').optional(),
  occurredAt: occurredAtSchema.optional(),
});
export type WorkOrderCompleteInput = z.infer<typeof workOrderCompleteInputSchema>;

/** GET /api/work-orders: filters, paged; the total in `X-Total-Count`. An employee sees only their own. */
export const workOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(WORK_ORDER_STATUSES).optional(),
  priority: priority.optional(),
  /** A user's id, or `me`. */
  assignee: z.union([z.literal('me'), objectIdSchema]).optional(),
  asset: objectIdSchema.optional(),
  type: lineText('Type').max(200).optional(),
  /** A location id: its whole subtree. */
  location: objectIdSchema.optional(),
  /** Due on or before this day. */
  dueBefore: calendarDateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});
export type WorkOrderListQuery = z.infer<typeof workOrderListQuerySchema>;

const personSchema = z.object({ id: z.string(), username: z.string() });

export const workOrderPhotoSchema = z.object({
  /** The stored image, `/uploads/<name>`. */
  url: z.string(),
  from: z.enum(WORK_ORDER_PHOTO_ORIGINS),
  /** The defect or inspection it came from; null for the work order's own. */
  sourceId: z.string().nullable(),
  /** What it shows: the checklist item's label or the defect's description. */
  caption: z.string().nullable(),
});

export const workOrderCarriedNoteSchema = z.object({
  from: z.enum(['defect', 'inspection']),
  sourceId: z.string(),
  text: z.string(),
});

export const workOrderSchema = z.object({
  _id: z.string(),
  number: z.string(),
  asset: z.object({ id: z.string(), name: z.string(), type: z.string(), location: z.string() }),
  title: z.string(),
  description: z.string().nullable(),
  priority,
  assignees: z.array(personSchema),
  dueOn: z.string().nullable(),
  status: z.enum(WORK_ORDER_STATUSES),
  source: z.enum(WORK_ORDER_SOURCES),
  defectIds: z.array(z.string()),
  inspectionId: z.string().nullable(),
  photos: z.array(workOrderPhotoSchema),
  /** The notes of what it was made from, none lost. */
  carriedNotes: z.array(workOrderCarriedNoteSchema),
  notes: z.string().nullable(),
  /** Whether it holds the asset Under Maintenance until done, and the status it then gets back. */
  holdsAsset: z.boolean(),
  restoresStatus: z.enum(ASSET_STATUSES).nullable(),
  labour: z.array(
    z.object({
      by: personSchema,
      minutes: z.number().int(),
      note: z.string().nullable(),
      occurredAt: z.string(),
    }),
  ),
  parts: z.array(
    z.object({
      by: personSchema,
      text: z.string(),
      quantity: z.number(),
      unit: z.string(),
      occurredAt: z.string(),
    }),
  ),
  outcome: z.enum(WORK_ORDER_OUTCOMES).nullable(),
  completion: z
    .object({ by: personSchema, at: z.string(), signature: z.string(), note: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;
