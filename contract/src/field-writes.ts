/**
 * POST /api/field-writes: queued field writes sent together. Each write is the request its own route takes
 * (path and JSON body) with its own Idempotency-Key, and is answered on its own as that route answers it.
 */
import { z } from 'zod';
import { withFieldCode } from './error-codes';

/** How many writes one batch may hold. */
export const FIELD_WRITE_BATCH_LIMIT = 100;

/** The writes a batch may hold: the field writes that can be queued offline, with a JSON body. */
const FIELD_WRITE_PATHS = [
  /^\/api\/assets\/scan$/,
  /^\/api\/assets\/[0-9a-fA-F]{24}\/inspections$/,
  /^\/api\/assets\/[0-9a-fA-F]{24}\/defects$/,
  /^\/api\/rounds\/[0-9a-fA-F]{24}\/marks$/,
  /^\/api\/rounds\/[0-9a-fA-F]{24}\/moves$/,
];

export const isFieldWritePath = (path: string): boolean => FIELD_WRITE_PATHS.some((re) => re.test(path));

export const fieldWriteSchema = z.object({
  /** The write's Idempotency-Key: the same key sent alone or in another batch is the same write. */
  key: z.string().regex(/^[\x20-\x7e]{1,255}$/, 'key must be 1 to 255 printable ASCII characters'),
  path: z
    .string()
    .max(200)
    .refine(
      isFieldWritePath,
      withFieldCode(
        'invalid-choice',
        'path must be a field write: /api/assets/scan, /api/assets/:id/inspections, /api/assets/:id/defects, /api/rounds/:id/marks or /api/rounds/:id/moves',
      ),
    ),
  body: z.record(z.string(), z.unknown()),
});
export type FieldWrite = z.infer<typeof fieldWriteSchema>;

export const fieldWriteBatchSchema = z.object({
  writes: z
    .array(fieldWriteSchema)
    .min(1, 'writes must hold at least one write')
    .max(FIELD_WRITE_BATCH_LIMIT, `writes must hold at most ${FIELD_WRITE_BATCH_LIMIT} writes`),
});
export type FieldWriteBatch = z.infer<typeof fieldWriteBatchSchema>;

/**
 * What one write came to: `done` (its route's 2xx), `replayed` (its key's first answer, done before),
 * `refused` (its route's 4xx: the write will not be done as sent), `retry` (429, a still-running key or a
 * server fault: send it again later) or `held` (not tried: an earlier write of the same asset must be
 * retried first, so the order per asset holds).
 */
export const FIELD_WRITE_OUTCOMES = ['done', 'replayed', 'refused', 'retry', 'held'] as const;
export type FieldWriteOutcome = (typeof FIELD_WRITE_OUTCOMES)[number];

export const fieldWriteAnswerSchema = z.object({
  key: z.string(),
  outcome: z.enum(FIELD_WRITE_OUTCOMES),
  /** The status its route answered; null when held. */
  status: z.number().int().nullable(),
  /** With a 429: the seconds its route said to wait. */
  retryAfterSeconds: z.number().int().optional(),
  /** Its route's answer (the error shape when refused); null when held. */
  body: z.unknown(),
});
export type FieldWriteAnswer = z.infer<typeof fieldWriteAnswerSchema>;

export const fieldWriteBatchAnswerSchema = z.object({ answers: z.array(fieldWriteAnswerSchema) });
export type FieldWriteBatchAnswer = z.infer<typeof fieldWriteBatchAnswerSchema>;
