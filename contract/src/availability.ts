/**
 * Availability of assets over a period, from their status intervals: the time out of service (Under
 * Maintenance) against the time they should have been in service, with IALA O-130's targets per type.
 */
import { z } from 'zod';
import { withFieldCode } from './error-codes';
import { lineText, objectIdSchema } from './common';
import { LIMITS, MAX_PAGE_LIMIT } from './constants';
import { exportQuerySchema } from './data-transfer';
import { AVAILABILITY_TARGETS } from './asset-type';

/** The status that counts as out of service. */
export const OUT_OF_SERVICE_STATUS = 'Under Maintenance';

/** The longest period one request may ask about. */
export const AVAILABILITY_MAX_YEARS = 5;
const MAX_PERIOD_MS = AVAILABILITY_MAX_YEARS * 366 * 24 * 3_600_000;

/** The target (percent) of an IALA O-130 category; none without a category. */
export const availabilityTarget = (category: number | null): number | null =>
  category === 1 || category === 2 || category === 3 ? AVAILABILITY_TARGETS[category] : null;

const instant = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .datetime({ offset: true, message: `${label} must be a date and time, e.g. 2026-01-01T00:00:00Z` });

const periodFields = {
  from: instant('from'),
  to: instant('to'),
  /** An asset type's name. */
  type: lineText('type').max(LIMITS.assetText).optional(),
  /** A location (a path or a unique name) and everything below it; `locationId` by its id. */
  location: lineText('location').max(LIMITS.assetText).optional(),
  locationId: objectIdSchema.optional(),
};

type Period = { from: string; to: string };
const inOrder = ({ from, to }: Period) => Date.parse(from) < Date.parse(to);
const notTooLong = ({ from, to }: Period) => Date.parse(to) - Date.parse(from) <= MAX_PERIOD_MS;

const checkedPeriod = <T extends z.ZodType<Period>>(schema: T) =>
  schema
    .refine(inOrder, { path: ['to'], ...withFieldCode('wrong-order', 'to must be after from') })
    .refine(notTooLong, {
      path: ['to'],
      ...withFieldCode('out-of-range', `The period may be at most ${AVAILABILITY_MAX_YEARS} years`),
    });

/** GET /api/availability: the period [from, to), filters, the page of assets; `format=csv` downloads. */
export const availabilityQuerySchema = checkedPeriod(
  z.object({
    ...periodFields,
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
    format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).optional(),
    ...exportQuerySchema.shape,
  }),
);
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** GET /api/availability/report.pdf: the same period and filters. */
export const availabilityReportQuerySchema = checkedPeriod(z.object(periodFields));
export type AvailabilityReportQuery = z.infer<typeof availabilityReportQuerySchema>;

const figuresShape = {
  /** Milliseconds the assets existed within the period (up to now): the time they should be in service. */
  serviceMs: z.number(),
  /** Milliseconds out of service within the period. */
  downtimeMs: z.number(),
  /** (service − downtime) / service in percent; null when there was no time to be in service. */
  availability: z.number().nullable(),
  /** Outages (intervals into Under Maintenance) that began in the period. */
  failures: z.number().int(),
  /** Mean length of the outages that ended in the period; null when none ended. */
  meanTimeToRepairMs: z.number().nullable(),
};
const targetShape = {
  category: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  /** The category's target in percent, or null. */
  target: z.number().nullable(),
  /** Availability under the target. */
  belowTarget: z.boolean(),
};

export const availabilityTypeSchema = z.object({
  /** The type's name; null for assets without a type record. */
  type: z.string().nullable(),
  assets: z.number().int(),
  assetsBelowTarget: z.number().int(),
  ...targetShape,
  ...figuresShape,
});
export type AvailabilityType = z.infer<typeof availabilityTypeSchema>;

export const availabilityAssetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.string(),
  location: z.string(),
  status: z.string(),
  ...targetShape,
  ...figuresShape,
});
export type AvailabilityAsset = z.infer<typeof availabilityAssetSchema>;

export const availabilityReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The end of what was measured: `to`, or now when `to` is later. */
  measuredTo: z.string(),
  totals: z.object({
    assets: z.number().int(),
    assetsBelowTarget: z.number().int(),
    typesBelowTarget: z.number().int(),
    ...figuresShape,
  }),
  types: z.array(availabilityTypeSchema),
  /** Worst first: lowest availability, then most downtime, then by name. */
  assets: z.object({ items: z.array(availabilityAssetSchema), total: z.number().int() }),
});
export type AvailabilityReport = z.infer<typeof availabilityReportSchema>;
