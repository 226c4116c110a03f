/** The Add/Edit User form (SPEC.md section 5): username required; password required only when creating. */
import { z } from 'zod';
import { ROLES } from '@harbour/contract';
import { USER_MESSAGES } from './user-messages';

export function userFormSchema(editing: boolean) {
  return z.object({
    username: z.string().trim().min(1, USER_MESSAGES.usernameRequired),
    password: editing ? z.string() : z.string().min(1, USER_MESSAGES.passwordRequired),
    role: z.enum(ROLES),
  });
}

export function searchUsers<T extends { username: string }>(users: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return needle ? users.filter((user) => user.username.toLowerCase().includes(needle)) : users;
}
