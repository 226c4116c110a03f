/** Rounds: audits, stocktakes and inspection rounds walked by scanning labels. */
import { z } from 'zod';
import { lineText, objectIdSchema } from './common';
import { occurredAtSchema } from './field-time';
import { calendarDateSchema, positionSchema } from './compliance';
import { LIMITS, MAX_PAGE_LIMIT } from './constants';
import { exportQuerySchema } from './data-transfer';

export const ROUND_KINDS = ['audit', 'stocktake', 'inspection'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];
export const ROUND_STATUSES = ['open', 'finished'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
/** Where one asset stands in a round: expected and not yet scanned, scanned, not found by the finish, or scanned though not expected. */
export const ROUND_ITEM_STATES = ['pending', 'found', 'missing', 'unexpected'] as const;
export type RoundItemState = (typeof ROUND_ITEM_STATES)[number];
export const MARK_RESULTS = ['found', 'already-found', 'unexpected'] as const;
export type MarkResult = (typeof MARK_RESULTS)[number];

/** At most this many locations, types or assignees in one round. */
export const ROUND_LIST_MAX = 50;
/** How often a round page asks for changes (milliseconds): counts move for everyone within two seconds. */
export const ROUND_POLL_MS = 1500;

const scopeValues = (label: string) =>
  z
    .array(
      lineText(label)
        .min(1, `A ${label} must not be empty`)
        .max(LIMITS.assetText, `A ${label} must be at most ${LIMITS.assetText} characters`),
    )
    .max(ROUND_LIST_MAX, `At most ${ROUND_LIST_MAX} ${label}s`);

/** Which assets a round expects: those at any of the locations and of any of the types (an empty list does not narrow). */
export const roundScopeSchema = z.object({
  locations: scopeValues('location').default([]),
  types: scopeValues('type').default([]),
});
export type RoundScope = z.infer<typeof roundScopeSchema>;

const roundName = lineText('Name', 'Name is required')
  .min(1, 'Name is required')
  .max(LIMITS.assetText, `Name must be at most ${LIMITS.assetText} characters`);

const assigneesSchema = z
  .array(objectIdSchema)
  .max(ROUND_LIST_MAX, `At most ${ROUND_LIST_MAX} people are assigned to a round`);

/** POST /api/rounds: the round is open at once and its expected set frozen then. */
export const roundInputSchema = z.object({
  name: roundName,
  kind: z.enum(ROUND_KINDS, { message: `The kind must be one of: ${ROUND_KINDS.join(', ')}` }),
  scope: roundScopeSchema.default({ locations: [], types: [] }),
  planId: objectIdSchema.optional(),
  assignees: assigneesSchema.default([]),
  dueOn: calendarDateSchema.optional(),
  /** Whether an assigned employee may finish the round (an admin always may). */
  assigneesMayFinish: z.boolean().default(false),
});
export type RoundInput = z.input<typeof roundInputSchema>;

/** PUT /api/rounds/:id: what may change once the expected set is frozen. Omitted fields stay. */
export const roundUpdateSchema = z.object({
  name: roundName.optional(),
  assignees: assigneesSchema.optional(),
  dueOn: calendarDateSchema.nullable().optional(),
  assigneesMayFinish: z.boolean().optional(),
});
export type RoundUpdate = z.infer<typeof roundUpdateSchema>;

const repeatable = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));

/** GET /api/rounds/preview?location=&type= (each repeatable). */
export const roundPreviewQuerySchema = z.object({
  location: repeatable(lineText('location').max(LIMITS.assetText))
    .pipe(z.array(z.string()).max(ROUND_LIST_MAX))
    .optional(),
  type: repeatable(lineText('type').max(LIMITS.assetText))
    .pipe(z.array(z.string()).max(ROUND_LIST_MAX))
    .optional(),
});
export type RoundPreviewQuery = z.infer<typeof roundPreviewQuerySchema>;
export const roundPreviewSchema = z.object({ expected: z.number().int() });

export const roundCountsSchema = z.object({
  expected: z.number().int(),
  found: z.number().int(),
  /** Expected and not found: still pending while the round is open, missing once it is finished. */
  missing: z.number().int(),
  unexpected: z.number().int(),
});
export type RoundCounts = z.infer<typeof roundCountsSchema>;

const personSchema = z.object({ _id: z.string(), username: z.string() });

export const roundSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(ROUND_KINDS),
  status: z.enum(ROUND_STATUSES),
  scope: z.object({ locations: z.array(z.string()), types: z.array(z.string()) }),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  assignees: z.array(personSchema),
  dueOn: z.string().nullable(),
  assigneesMayFinish: z.boolean(),
  createdBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  finishedBy: z.string().nullable(),
  counts: roundCountsSchema,
  /** Grows with every change to the round or its marks: what the live page compares (also the ETag). */
  version: z.number().int(),
  /** Whether the caller may mark, finish and edit this round (the screen shows only what works). */
  can: z.object({ mark: z.boolean(), finish: z.boolean(), edit: z.boolean() }),
});
export type Round = z.infer<typeof roundSchema>;

/** GET /api/rounds?status=&kind=&page=&limit= (X-Total-Count). An employee sees the rounds assigned to them. */
export const roundListQuerySchema = z.object({
  status: z.enum(ROUND_STATUSES, { message: 'status must be open or finished' }).optional(),
  kind: z.enum(ROUND_KINDS, { message: `kind must be one of: ${ROUND_KINDS.join(', ')}` }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});
export type RoundListQuery = z.infer<typeof roundListQuerySchema>;

/** One asset in a round, with the asset's name, type and location as they were when it was frozen or scanned. */
export const roundItemSchema = z.object({
  assetId: z.string(),
  assetName: z.string(),
  assetType: z.string(),
  location: z.string(),
  state: z.enum(ROUND_ITEM_STATES),
  markedAt: z.string().nullable(),
  markedBy: z.string().nullable(),
  /** When the mark reached the server: later than markedAt when it was made offline. */
  markReceivedAt: z.string().nullable(),
  position: positionSchema.nullable(),
  /** When "move here" set an unexpected asset's location to the round's. */
  movedAt: z.string().nullable(),
});
export type RoundItem = z.infer<typeof roundItemSchema>;

/** GET /api/rounds/:id/items?state=&page=&limit= (X-Total-Count): newest mark first, then by asset name. */
export const roundItemsQuerySchema = z.object({
  state: z
    .enum(ROUND_ITEM_STATES, { message: `state must be one of: ${ROUND_ITEM_STATES.join(', ')}` })
    .optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});
export type RoundItemsQuery = z.infer<typeof roundItemsQuerySchema>;

/** POST /api/rounds/:id/marks. */
export const markInputSchema = z.object({
  assetId: objectIdSchema,
  position: positionSchema.optional(),
  occurredAt: occurredAtSchema.optional(),
});
export type MarkInput = z.infer<typeof markInputSchema>;
export const markResponseSchema = z.object({
  result: z.enum(MARK_RESULTS),
  item: roundItemSchema,
  counts: roundCountsSchema,
});
export type MarkResponse = z.infer<typeof markResponseSchema>;

/** POST /api/rounds/:id/moves: "move here", for an unexpected asset in a round scoped to one location. */
export const moveInputSchema = z.object({ assetId: objectIdSchema, occurredAt: occurredAtSchema.optional() });
export const moveResponseSchema = z.object({ item: roundItemSchema, counts: roundCountsSchema });

/** GET /api/assets/:id/rounds: the rounds an asset was expected in or found in, newest first. */
export const assetRoundSchema = z.object({
  roundId: z.string(),
  name: z.string(),
  kind: z.enum(ROUND_KINDS),
  status: z.enum(ROUND_STATUSES),
  state: z.enum(ROUND_ITEM_STATES),
  startedAt: z.string(),
  markedAt: z.string().nullable(),
  markedBy: z.string().nullable(),
});
export type AssetRound = z.infer<typeof assetRoundSchema>;

export const ROUND_REPORT_FORMATS = ['pdf', 'csv'] as const;
/** `delimiter` applies to the CSV, chosen as for the exports (comma or semicolon). */
export const roundReportQuerySchema = z
  .object({
    format: z.enum(ROUND_REPORT_FORMATS, { message: 'format must be pdf or csv' }).default('pdf'),
  })
  .extend(exportQuerySchema.shape);
