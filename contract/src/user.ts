import { z } from 'zod';
import { LIMITS, ROLES } from './constants';

export const usernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
  // \p{M}: vowel signs and accents are part of letters in many scripts ('महेश', a decomposed 'é').
  .regex(/^[\p{L}\p{M}\p{N}._-]+$/u, 'Username may contain only letters, digits, ".", "_" and "-"');

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

const roleSchema = z.enum(ROLES, { message: 'Role must be user or admin' });

export const createUserSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  role: roleSchema.default('user'),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** A blank or absent password keeps the current one (SPEC.md section 5). */
export const updateUserSchema = z.object({
  username: usernameSchema.optional(),
  role: roleSchema.optional(),
  password: z.union([z.literal(''), passwordSchema]).optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
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
