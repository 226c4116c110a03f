import { z } from 'zod';
import { OBJECT_ID_PATTERN } from './constants';

export const objectIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(OBJECT_ID_PATTERN, 'must be a 24-character hexadecimal id');

export const idParamsSchema = z.object({ id: objectIdSchema });

/** Every error the API answers has this shape; `msg` repeats `message` because clients read either. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  msg: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  retryAfterSeconds: z.number().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ message: z.string(), msg: z.string() });
