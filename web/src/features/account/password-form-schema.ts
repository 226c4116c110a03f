/** The change-password form: the server's rules, and the new password typed twice the same. */
import { z } from 'zod';
import { changePasswordSchema } from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { inReaderLanguage } from '@/lib/rules-in-reader-language';
import { accountMessages } from './account-messages';

const { currentPassword, newPassword } = changePasswordSchema.shape;

export const passwordFormSchema = z
  .object({
    currentPassword: inReaderLanguage(currentPassword),
    newPassword: inReaderLanguage(newPassword),
    repeatPassword: z.string(),
  })
  .refine((values) => values.repeatPassword === values.newPassword, {
    path: ['repeatPassword'],
    error: () => translate(accountMessages.repeatMismatch),
  });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;
