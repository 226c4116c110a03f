/** The change-password form: the server's rules, and the new password typed twice the same. */
import { z } from 'zod';
import { changePasswordSchema } from '@harbour/contract';
import { ACCOUNT_MESSAGES } from './account-messages';

export const passwordFormSchema = changePasswordSchema
  .extend({ repeatPassword: z.string() })
  .refine((values) => values.repeatPassword === values.newPassword, {
    path: ['repeatPassword'],
    message: ACCOUNT_MESSAGES.repeatMismatch,
  });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;
