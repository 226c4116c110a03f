/** The Add/Edit User form: username required; password required only when creating. */
import { z } from 'zod';
import { LIMITS, passwordSchema, ROLES, usernameSchema, type Role } from '@harbour/contract';
import { USER_MESSAGES } from './user-messages';

const emailAddress = z.email();

/** Optional: where the daily digest of what falls due goes. */
const emailField = z
  .string()
  .trim()
  .max(LIMITS.emailMax, USER_MESSAGES.emailTooLong)
  .refine((value) => value === '' || emailAddress.safeParse(value).success, USER_MESSAGES.emailInvalid);

export function userFormSchema(editing: boolean) {
  return z.object({
    // The server's own rules, so a refusal shows beside the field before anything is sent.
    username: z.string().trim().min(1, USER_MESSAGES.usernameRequired).pipe(usernameSchema),
    password: editing
      ? z.union([z.literal(''), passwordSchema])
      : z.string().min(1, USER_MESSAGES.passwordRequired).pipe(passwordSchema),
    // Any text, so an edit keeps a role only a newer server knows; the server checks it.
    role: z.string().min(1),
    email: emailField,
  });
}

const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin' };

/** User and Admin, and the user's own role when only a newer server knows it. */
export function roleOptions(current: string | undefined): { value: string; label: string }[] {
  const options = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

export function searchUsers<T extends { username: string }>(users: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return needle ? users.filter((user) => user.username.toLowerCase().includes(needle)) : users;
}
