/** Inspection plans: the recurring work an asset type (or one asset) needs, and when it falls due. */
import { z } from 'zod';
import { withFieldCode } from './error-codes';
import { lineText, objectIdSchema } from './common';
import { LIMITS } from './constants';

export const INTERVAL_UNITS = ['days', 'weeks', 'months', 'years'] as const;
/** A `date` item is answered in `text`, as YYYY-MM-DD (an expiry date read off a unit, a battery's date). */
export const CHECKLIST_ITEM_KINDS = ['pass-fail', 'number', 'text', 'date', 'photo'] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];
export const DEFAULT_DUE_SOON_DAYS = 30;
/** Photos one inspection may carry, so a checklist has at most this many photo items. */
export const MAX_INSPECTION_PHOTOS = 10;

const text = (label: string, max: number = LIMITS.assetText) =>
  lineText(label, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const intervalSchema = z.object({
  count: z
    .number()
    .int()
    .min(1, 'An interval counts at least 1')
    .max(1200, 'An interval counts at most 1200'),
  unit: z.enum(INTERVAL_UNITS, { message: `The unit must be one of: ${INTERVAL_UNITS.join(', ')}` }),
});

/**
 * Every `every`; optionally "whichever comes first" with a fixed deadline counted from manufacture or
 * entry into service; optionally a shorter interval once the asset is older than `years`.
 */
export const dueRuleSchema = z.object({
  every: intervalSchema,
  firstOf: z.object({ from: z.enum(['manufacture', 'in-service']), after: intervalSchema }).optional(),
  olderThan: z.object({ years: z.number().int().min(1).max(100), every: intervalSchema }).optional(),
});
export type DueRuleInput = z.infer<typeof dueRuleSchema>;

export const checklistItemSchema = z.object({
  /** Stable within the plan, so answers keep pointing at their item when the plan is edited. */
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'A checklist item id is 1 to 40 lowercase letters, digits or "-"'),
  label: text('A checklist item').min(1, 'A checklist item needs a label'),
  kind: z.enum(CHECKLIST_ITEM_KINDS, {
    message: `The kind must be one of: ${CHECKLIST_ITEM_KINDS.join(', ')}`,
  }),
  /** For a number: its unit (bar, kg, mm). */
  unit: text('The unit', 20).optional(),
  required: z.boolean().default(true),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const planInputSchema = z
  .object({
    name: text('Name').min(1, 'Name is required'),
    /** The rule or source the interval comes from, shown beside each due date (SOLAS III/20.8). */
    reference: text('Reference').optional(),
    rule: dueRuleSchema,
    dueSoonDays: z.number().int().min(0).max(365).default(DEFAULT_DUE_SOON_DAYS),
    checklist: z
      .array(checklistItemSchema)
      .max(50, 'A checklist has at most 50 items')
      .refine(
        (items) => new Set(items.map((item) => item.id)).size === items.length,
        withFieldCode('not-unique', 'Checklist item ids must differ'),
      )
      .refine(
        (items) => items.filter((item) => item.kind === 'photo').length <= MAX_INSPECTION_PHOTOS,
        withFieldCode('too-many', `A checklist has at most ${MAX_INSPECTION_PHOTOS} photo items`),
      ),
    failSetsMaintenance: z.boolean().default(false),
    assetTypes: z.array(text('An asset type').min(1)).max(100).default([]),
    assetIds: z.array(objectIdSchema).max(1000).default([]),
  })
  .refine((plan) => plan.assetTypes.length > 0 || plan.assetIds.length > 0, {
    ...withFieldCode('required', 'A plan applies to at least one asset type or asset'),
    path: ['assetTypes'],
  });
export type PlanInput = z.infer<typeof planInputSchema>;

export const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  reference: z.string().nullable(),
  rule: dueRuleSchema,
  dueSoonDays: z.number().int(),
  checklist: z.array(checklistItemSchema),
  failSetsMaintenance: z.boolean(),
  assetTypes: z.array(z.string()),
  assetIds: z.array(z.string()),
  /** How many assets the plan applies to now. */
  assetCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;
