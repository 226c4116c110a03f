/** A signed-in person's own account: changing their password. */
import { z } from 'zod';
import { LIMITS } from './constants';
import { passwordSchema } from './user';
import { LANGUAGES } from './languages';

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(LIMITS.passwordMax, `Current password must be at most ${LIMITS.passwordMax} characters`),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A fresh token for this session: every token issued before the change is signed out. */
export const changePasswordResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  msg: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** A person's own settings: the language the product speaks to them (null: not chosen, the browser's). */
export const preferencesSchema = z.object({
  language: z.enum(LANGUAGES, { message: `Language must be one of ${LANGUAGES.join(', ')}` }).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
