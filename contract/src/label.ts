/** Label sheets: templates in millimetres, printer calibration, blank codes linked by scan. */
import { z } from 'zod';
import { withFieldCode } from './error-codes';
import { lineText, objectIdSchema } from './common';
import { assetListQuerySchema } from './asset';
import { fieldKeySchema } from './asset-type';
import { LABEL_CODE_PATTERN } from './constants';

export interface LabelTemplate {
  /** Kebab-case: 'avery-l7163'. */
  id: string;
  name: string;
  description: string;
  /** The page (for a roll, one label's length) in millimetres. */
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** From the page's top-left corner to the first label's. */
  margin: { top: number; left: number };
  /** Between neighbouring labels. */
  gap: { x: number; y: number };
  /** A roll of a printer that cuts (one label a page), not a sheet. */
  roll: boolean;
}

const millimetres = z.number();
/** A template as GET /api/admin/label-templates answers it. */
export const labelTemplateSchema: z.ZodType<LabelTemplate> = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  page: z.object({ width: millimetres, height: millimetres }),
  columns: z.number().int(),
  rows: z.number().int(),
  label: z.object({ width: millimetres, height: millimetres }),
  margin: z.object({ top: millimetres, left: millimetres }),
  gap: z.object({ x: millimetres, y: millimetres }),
  roll: z.boolean(),
});

const inch = (inches: number) => Math.round(inches * 25.4 * 1000) / 1000;
const A4 = { width: 210, height: 297 };
const LETTER = { width: inch(8.5), height: inch(11) };

/** Geometry as the makers publish it; the calibration page shows how a printer meets it. */
export const LABEL_TEMPLATES: readonly LabelTemplate[] = [
  {
    id: 'avery-l7163',
    name: 'Avery L7163',
    description: 'A4, 14 labels of 99.1 × 38.1 mm',
    page: A4,
    columns: 2,
    rows: 7,
    label: { width: 99.1, height: 38.1 },
    margin: { top: 15.15, left: 4.65 },
    gap: { x: 2.5, y: 0 },
    roll: false,
  },
  {
    id: 'avery-l7160',
    name: 'Avery L7160',
    description: 'A4, 21 labels of 63.5 × 38.1 mm',
    page: A4,
    columns: 3,
    rows: 7,
    label: { width: 63.5, height: 38.1 },
    margin: { top: 15.15, left: 7.21 },
    gap: { x: 2.54, y: 0 },
    roll: false,
  },
  {
    id: 'avery-l7651',
    name: 'Avery L7651',
    description: 'A4, 65 labels of 38.1 × 21.2 mm',
    page: A4,
    columns: 5,
    rows: 13,
    label: { width: 38.1, height: 21.2 },
    margin: { top: 10.7, left: 4.67 },
    gap: { x: 2.54, y: 0 },
    roll: false,
  },
  {
    id: 'avery-5160',
    name: 'Avery 5160',
    description: 'US Letter, 30 labels of 1 × 2⅝ in',
    page: LETTER,
    columns: 3,
    rows: 10,
    label: { width: inch(2.625), height: inch(1) },
    margin: { top: inch(0.5), left: inch(0.1875) },
    gap: { x: inch(0.125), y: 0 },
    roll: false,
  },
  {
    id: 'avery-5163',
    name: 'Avery 5163',
    description: 'US Letter, 10 labels of 2 × 4 in',
    page: LETTER,
    columns: 2,
    rows: 5,
    label: { width: inch(4), height: inch(2) },
    margin: { top: inch(0.5), left: inch(0.15625) },
    gap: { x: inch(0.1875), y: 0 },
    roll: false,
  },
  {
    id: 'avery-22805',
    name: 'Avery 22805',
    description: 'US Letter, 24 square labels of 1½ × 1½ in',
    page: LETTER,
    columns: 4,
    rows: 6,
    label: { width: inch(1.5), height: inch(1.5) },
    margin: { top: inch(0.625), left: inch(0.6875) },
    gap: { x: inch(0.375), y: inch(0.15) },
    roll: false,
  },
  {
    id: 'brother-dk-22205',
    name: 'Brother DK-22205',
    description: '62 mm continuous roll, cut at 40 mm',
    page: { width: 62, height: 40 },
    columns: 1,
    rows: 1,
    label: { width: 62, height: 40 },
    margin: { top: 0, left: 0 },
    gap: { x: 0, y: 0 },
    roll: true,
  },
  {
    id: 'brother-dk-11201',
    name: 'Brother DK-11201',
    description: 'Die-cut roll, 29 × 90 mm',
    page: { width: 90, height: 29 },
    columns: 1,
    rows: 1,
    label: { width: 90, height: 29 },
    margin: { top: 0, left: 0 },
    gap: { x: 0, y: 0 },
    roll: true,
  },
];

export const LABEL_TEMPLATE_IDS = LABEL_TEMPLATES.map((t) => t.id);
export const ERROR_CORRECTION_LEVELS = ['M', 'H'] as const;
export type ErrorCorrectionLevel = (typeof ERROR_CORRECTION_LEVELS)[number];
/** Assets (times copies) or blank codes in one print. */
export const MAX_LABELS_PER_PRINT = 2000;

const templateIdSchema = z
  .string()
  .refine(
    (id) => LABEL_TEMPLATE_IDS.includes(id),
    withFieldCode('invalid-choice', `The template must be one of: ${LABEL_TEMPLATE_IDS.join(', ')}`),
  );

/** How one print is laid out: template, where on a part-used sheet to start, code strength, printer. */
export const labelPrintSchema = z.object({
  templateId: templateIdSchema,
  /** The first free label of the first sheet, counted from 1 along the rows. */
  startAt: z.number().int().min(1, 'Start at label 1 or later').default(1),
  errorCorrection: z.enum(ERROR_CORRECTION_LEVELS, { message: 'Error correction is M or H' }).default('M'),
  printerProfileId: objectIdSchema.optional(),
  /** A correction to try before saving it as a profile; a profile's wins when both are given. */
  correction: z
    .object({
      offsetX: z.number().min(-20).max(20),
      offsetY: z.number().min(-20).max(20),
      scale: z.number().min(0.9).max(1.1),
    })
    .optional(),
});

/** POST /api/admin/labels: a PDF of labels for the assets named, or for every asset matching the filter. */
export const labelsRequestSchema = labelPrintSchema.extend({
  assetIds: z.array(objectIdSchema).max(MAX_LABELS_PER_PRINT).optional(),
  /** The assets list's own filters: every asset they match, in name order. */
  filter: assetListQuerySchema
    .pick({ q: true, status: true, type: true, location: true, assignedTo: true, compliance: true })
    .optional(),
  copies: z.number().int().min(1, 'At least 1 copy').max(20, 'At most 20 copies of each label').default(1),
  /** A type field's key: its value is printed under the name ("IMO 9074729"); assets without one print none. */
  fieldLine: fieldKeySchema.optional(),
});
export type LabelsRequest = z.input<typeof labelsRequestSchema>;

/** POST /api/admin/label-codes: a batch of new blank codes, answered as a PDF of their labels. */
export const labelCodesRequestSchema = labelPrintSchema.extend({
  count: z.number().int().min(1, 'At least 1 code').max(500, 'At most 500 codes at a time'),
});
export type LabelCodesRequest = z.input<typeof labelCodesRequestSchema>;

export const LABEL_CODE_STATES = ['unlinked', 'linked', 'retired'] as const;
export type LabelCodeState = (typeof LABEL_CODE_STATES)[number];

export const labelCodeSchema = z.object({
  code: z.string(),
  state: z.enum(LABEL_CODE_STATES),
  /** The asset it opens (linked), or opened before it was retired. */
  assetId: z.string().nullable(),
  assetName: z.string().nullable(),
  createdAt: z.string(),
  linkedAt: z.string().nullable(),
  linkedBy: z.string().nullable(),
  retiredAt: z.string().nullable(),
});
export type LabelCode = z.infer<typeof labelCodeSchema>;

export const labelCodeParamsSchema = z.object({
  code: z.string().trim().toUpperCase().regex(LABEL_CODE_PATTERN, 'A label code is 8 letters and digits'),
});

export const labelCodeListQuerySchema = z.object({
  state: z
    .enum(LABEL_CODE_STATES, { message: `state must be one of: ${LABEL_CODE_STATES.join(', ')}` })
    .optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** POST /api/label-codes/:code/link: the code opens the asset from now on; `retireOthers` retires its other codes. */
export const linkCodeSchema = z.object({
  assetId: objectIdSchema,
  retireOthers: z.boolean().default(false),
});

/** A printer's correction, measured on the calibration page: added to every position, then scaled. */
export const printerProfileInputSchema = z.object({
  name: lineText('Name', 'Name is required')
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  offsetX: z.number().min(-20, 'An offset is at most 20 mm').max(20, 'An offset is at most 20 mm'),
  offsetY: z.number().min(-20, 'An offset is at most 20 mm').max(20, 'An offset is at most 20 mm'),
  scale: z.number().min(0.9, 'The scale is between 0.9 and 1.1').max(1.1, 'The scale is between 0.9 and 1.1'),
});
export type PrinterProfileInput = z.infer<typeof printerProfileInputSchema>;
export const printerProfileSchema = printerProfileInputSchema.extend({ _id: z.string() });
export type PrinterProfile = z.infer<typeof printerProfileSchema>;
