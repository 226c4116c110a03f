import { z } from 'zod';
import { hasInvisibleOrBidiControl, invisibleMessage, lineText } from './common';
import { pageQuerySchema } from './compliance';
import { LIMITS, ROLES } from './constants';
import { withFieldCode } from './error-codes';

export const usernameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  // Before the letters rule: U+034F is a combining mark, and would pass it unseen.
  .refine(
    (value) => !hasInvisibleOrBidiControl(value),
    withFieldCode('invalid-characters', invisibleMessage('Username')),
  )
  .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
  // \p{M}: vowel signs and accents are part of letters in many scripts ('महेश', a decomposed 'é').
  .regex(/^[\p{L}\p{M}\p{N}._-]+$/u, 'Username may contain only letters, digits, ".", "_" and "-"');

/** A new password (NIST SP 800-63B): long enough, not only spaces; the server also refuses common ones. */
export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`)
  .refine((value) => value.trim() !== '', withFieldCode('required', 'Password must not be only spaces'));

const roleSchema = z.enum(ROLES, { message: 'Role must be user or admin' });

/** Where the daily digest goes. '' (or leaving it out) means none; on an update, '' removes it. */
const emailAddress = z.email();
const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax, `E-mail address must be at most ${LIMITS.emailMax} characters`)
  .refine(
    (value) => value === '' || emailAddress.safeParse(value).success,
    withFieldCode('invalid-format', 'E-mail address is not valid'),
  );

export const createUserSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  role: roleSchema.default('user'),
  email: emailSchema.optional(),
  /** An administrator e-mailed at once of a safety defect (only administrators are told). */
  dutyOfficer: z.boolean({ message: 'dutyOfficer must be true or false' }).optional(),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** A blank or absent password keeps the current one. */
export const updateUserSchema = z.object({
  username: usernameSchema.optional(),
  role: roleSchema.optional(),
  password: z.union([z.literal(''), passwordSchema]).optional(),
  email: emailSchema.optional(),
  dutyOfficer: z.boolean({ message: 'dutyOfficer must be true or false' }).optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  email: z.string().nullable(),
  /** Told at once of a safety defect by e-mail, while an administrator with an e-mail address. */
  dutyOfficer: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

const assignedAssetSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  status: z.string(),
  qrCodeImage: z.string(),
});

export const userWithAssetsSchema = z.object({
  _id: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  assignedAssets: z.array(assignedAssetSummarySchema),
});
export type UserWithAssets = z.infer<typeof userWithAssetsSchema>;

/**
 * `?page=&limit=&q=` of GET /api/admin/users-with-assets: one page of users (oldest account first) whose
 * username contains q, case-insensitively, with the total in X-Total-Count. Bare, the route answers every user.
 */
export const usersWithAssetsQuerySchema = pageQuerySchema.extend({
  q: lineText('The search').max(LIMITS.searchText).optional(),
});
export type UsersWithAssetsQuery = z.infer<typeof usersWithAssetsQuerySchema>;
