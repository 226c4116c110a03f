/** The Add/Edit User form (SPEC.md section 5): username required; password required only when creating. */
import { z } from 'zod';
import { ROLES, type Role } from '@harbour/contract';
import { USER_MESSAGES } from './user-messages';

export function userFormSchema(editing: boolean) {
  return z.object({
    username: z.string().trim().min(1, USER_MESSAGES.usernameRequired),
    password: editing ? z.string() : z.string().min(1, USER_MESSAGES.passwordRequired),
    // Any text, so an edit keeps a role only a newer server knows; the server checks it.
    role: z.string().min(1),
  });
}

const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin' };

/** User and Admin (SPEC.md section 2), and the user's own role when only a newer server knows it. */
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
