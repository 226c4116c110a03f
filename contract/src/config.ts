import { z } from 'zod';

/** GET /api/config: public settings the web app shows. Never secrets. */
export const publicConfigSchema = z.object({
  orgName: z.string(),
  supportEmail: z.string(),
  qrPayload: z.enum(['url', 'id']),
  maxUploadBytes: z.number().int(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']) });
