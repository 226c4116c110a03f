/** The Add/Edit User form: username required; password required only when creating. */
import { z } from 'zod';
import { LIMITS, passwordSchema, ROLES, usernameSchema, type Role } from '@harbour/contract';
import { translate, type Translator } from '@/i18n/translator';
import type { Message } from '@/i18n/define-messages';
import { inReaderLanguage } from '@/lib/rules-in-reader-language';
import { userMessages as m } from './user-messages';

const emailAddress = z.email();

/** Optional: where the daily digest of what falls due goes. */
const emailField = z
  .string()
  .trim()
  .max(LIMITS.emailMax, { error: () => translate(m.emailTooLong) })
  .refine((value) => value === '' || emailAddress.safeParse(value).success, {
    error: () => translate(m.emailInvalid),
  });

export function userFormSchema(editing: boolean) {
  return z.object({
    // The server's own rules, so a refusal shows beside the field before anything is sent.
    username: z
      .string()
      .trim()
      .min(1, { error: () => translate(m.usernameRequired) })
      .pipe(inReaderLanguage(usernameSchema)),
    password: editing
      ? z.union([z.literal(''), inReaderLanguage(passwordSchema)])
      : z
          .string()
          .min(1, { error: () => translate(m.passwordRequired) })
          .pipe(inReaderLanguage(passwordSchema)),
    // Any text, so an edit keeps a role only a newer server knows; the server checks it.
    role: z.string().min(1),
    email: emailField,
    dutyOfficer: z.boolean(),
  });
}

const ROLE_LABELS: Record<Role, Message<string>> = { user: m.roleUser, admin: m.roleAdmin };

/** User and Admin, and the user's own role when only a newer server knows it. */
export function roleOptions(
  current: string | undefined,
  t: Translator['t'],
): { value: string; label: string }[] {
  const options = ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }));
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

export function searchUsers<T extends { username: string }>(users: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return needle ? users.filter((user) => user.username.toLowerCase().includes(needle)) : users;
}
