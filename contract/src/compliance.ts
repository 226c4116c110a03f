/** Inspections, documents and what falls due: the compliance side of an asset. */
import { z } from 'zod';
import { withFieldCode } from './error-codes';
import { lineText, multilineText, objectIdSchema } from './common';
import { occurredAtSchema } from './field-time';
import { COMPLIANCE_STATUSES, LIMITS, MAX_PAGE_LIMIT } from './constants';
import { checklistItemSchema } from './inspection-plan';

export const DUE_ITEM_KINDS = ['inspection', 'document', 'off-station'] as const;
export type DueItemKind = (typeof DUE_ITEM_KINDS)[number];
export const DOCUMENT_KINDS = ['certificate', 'survey-report', 'manual', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A calendar date in the authority's time zone. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD')
  .refine(isRealDate, withFieldCode('invalid-date', 'That date does not exist'));

/** A calendar date whose refusals name the field: 'Date in service must be written YYYY-MM-DD'. */
export const labelledDateSchema = (label: string) =>
  z
    .string({ message: `${label} must be written YYYY-MM-DD` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be written YYYY-MM-DD`)
    .refine(isRealDate, withFieldCode('invalid-date', `${label} is not a real date`));

export const positionSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).optional(),
});
export type Position = z.infer<typeof positionSchema>;

/** One thing that falls due on one asset: a plan's next inspection or a document's expiry. */
export const dueItemSchema = z.object({
  assetId: z.string(),
  assetName: z.string(),
  assetType: z.string(),
  location: z.string(),
  kind: z.enum(DUE_ITEM_KINDS),
  /** The plan or the document it comes from. */
  sourceId: z.string(),
  name: z.string(),
  reference: z.string().nullable(),
  dueOn: z.string(),
  status: z.enum(['overdue', 'due-soon', 'ok']),
  lastDoneOn: z.string().nullable(),
});
export type DueItem = z.infer<typeof dueItemSchema>;

export const assetComplianceSchema = z.object({
  status: z.enum(COMPLIANCE_STATUSES),
  items: z.array(dueItemSchema),
});
export type AssetCompliance = z.infer<typeof assetComplianceSchema>;

export const complianceQuerySchema = z.object({
  status: z
    .enum(['overdue', 'due-soon', 'ok'], { message: 'status must be overdue, due-soon or ok' })
    .optional(),
  type: lineText('type').max(LIMITS.assetText).optional(),
  location: lineText('location').max(LIMITS.assetText).optional(),
  kind: z.enum(DUE_ITEM_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});
export type ComplianceQuery = z.infer<typeof complianceQuerySchema>;

export const complianceCountsSchema = z.object({ overdue: z.number().int(), dueSoon: z.number().int() });
export type ComplianceCounts = z.infer<typeof complianceCountsSchema>;

export const answerSchema = z.object({
  itemId: z.string().max(40),
  pass: z.boolean().optional(),
  value: z.number().finite().optional(),
  text: lineText('An answer').max(2000).optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/** POST /api/assets/:id/inspections: JSON, or multipart with this as field `inspection` and photos as `photo.<itemId>`. */
export const inspectionInputSchema = z.object({
  planId: objectIdSchema,
  answers: z.array(answerSchema).max(50),
  notes: multilineText('Notes').max(4000, 'Notes must be at most 4000 characters').optional(),
  position: positionSchema.optional(),
  occurredAt: occurredAtSchema.optional(),
});
export type InspectionInput = z.infer<typeof inspectionInputSchema>;

/** `field`: recorded with its checklist after a scan; `register`: a last inspection date imported from a CSV. */
export const INSPECTION_SOURCES = ['field', 'register'] as const;
export type InspectionSource = (typeof INSPECTION_SOURCES)[number];

export const inspectionSchema = z.object({
  _id: z.string(),
  assetId: z.string(),
  planId: z.string().nullable(),
  planName: z.string(),
  username: z.string(),
  performedAt: z.string(),
  /** When it reached the server: later than performedAt when it was recorded offline. */
  receivedAt: z.string().nullable(),
  result: z.enum(['pass', 'fail']),
  answers: z.array(
    checklistItemSchema.extend({
      pass: z.boolean().nullable(),
      value: z.number().nullable(),
      text: z.string().nullable(),
      photo: z.string().nullable(),
    }),
  ),
  failedItems: z.array(z.string()),
  notes: z.string().nullable(),
  position: positionSchema.nullable(),
  nextDueOn: z.string().nullable(),
  source: z.enum(INSPECTION_SOURCES),
});
export type Inspection = z.infer<typeof inspectionSchema>;

/** `?page=&limit=` of the paged lists of one asset (inspection history, activity history). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** How many past inspections GET /api/assets/:id/inspections answers per page. */
export const INSPECTION_HISTORY_PAGE_SIZE = 50;

/** A plan's next inspection of one asset, with what the form needs to record it. */
export const dueInspectionSchema = dueItemSchema.extend({
  checklist: z.array(checklistItemSchema),
  dueSoonDays: z.number().int(),
});
export type DueInspection = z.infer<typeof dueInspectionSchema>;

/** GET /api/assets/:id/inspections: what is due (soonest first) and what was done (newest first, paged). */
export const assetInspectionsSchema = z.object({
  due: z.array(dueInspectionSchema),
  history: z.array(inspectionSchema),
});
export type AssetInspections = z.infer<typeof assetInspectionsSchema>;

/** Fields of POST /api/assets/:id/documents (multipart; the file is the field `file`). */
export const documentFieldsSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { message: `The kind must be one of: ${DOCUMENT_KINDS.join(', ')}` }),
  number: lineText('Number').max(LIMITS.assetText).optional(),
  issuer: lineText('Issuer').max(LIMITS.assetText).optional(),
  issuedOn: calendarDateSchema.optional(),
  expiresOn: calendarDateSchema.optional(),
});
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

export const assetDocumentSchema = z.object({
  _id: z.string(),
  assetId: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string().nullable(),
  issuer: z.string().nullable(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  status: z.enum(COMPLIANCE_STATUSES),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** GET answers the file as an attachment. */
  url: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type AssetDocument = z.infer<typeof assetDocumentSchema>;

export const calendarFeedSchema = z.object({ url: z.string() });
