/** API tokens: named credentials for integrations, with a role, shown once, stored as a hash. */
import { z } from 'zod';
import { lineText } from './common';
import { ROLES } from './constants';

/** Every API token starts so: a server tells it from a session token (a JWT) by this alone. */
export const API_TOKEN_PREFIX = 'hbr_';
export const API_TOKEN_NAME_MAX = 40;

export const apiTokenInputSchema = z.object({
  name: lineText('Name', 'Name is required')
    .min(1, 'Name is required')
    .max(API_TOKEN_NAME_MAX, `Name must be at most ${API_TOKEN_NAME_MAX} characters`),
  role: z.enum(ROLES, { message: `The role must be one of: ${ROLES.join(', ')}` }),
  /** When the token stops working (ISO 8601 with a time zone); absent or null: never. */
  expiresAt: z.iso
    .datetime({ offset: true, message: 'The expiry must be a date and time (ISO 8601)' })
    .nullable()
    .optional(),
});
export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>;

export const apiTokenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** The administrator who made it; the token acts as them, with its own role. */
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a token: the only time its secret is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({
  secret: z.string(),
  message: z.string(),
  msg: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
