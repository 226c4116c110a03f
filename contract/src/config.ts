import { z } from 'zod';

/** GET /api/config: public settings the web app shows. Never secrets. */
export const publicConfigSchema = z.object({
  orgName: z.string(),
  supportEmail: z.string(),
  qrPayload: z.enum(['url', 'id']),
  maxUploadBytes: z.number().int(),
  /** Whether PUBLIC_URL is set: without it labels name the address the app was opened at (localhost). */
  publicUrlSet: z.boolean(),
  /** ORGANISATION_LOCALE (BCP 47, default `en`): the collation of every list on the screens. */
  locale: z.string(),
  /** MAP_STYLE_URL: the map's MapLibre style; null draws a plain sea, and the app reaches no other origin. */
  mapStyleUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']) });
