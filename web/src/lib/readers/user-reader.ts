/** A user account as the screens read it: each field falls back to a default; each screen picks what it shows. */
import { z } from 'zod';
import { ROLES, type User } from '@harbour/contract';
import { openEnum, orFallback } from '../lenient';

/** A role this app does not know (a newer server's) is shown as it is. */
export const roleReader = orFallback(
  openEnum(ROLES, 'user.role: a role this app does not know'),
  '',
  'user.role',
);

export const userReader = z.object({
  _id: z.string(),
  username: z.string(),
  role: roleReader,
  email: orFallback(z.string().nullable(), null, 'user.email'),
  dutyOfficer: orFallback(z.boolean(), false, 'user.dutyOfficer'),
  lastLogin: orFallback(z.string().nullable(), null, 'user.lastLogin'),
  createdAt: orFallback(z.string(), null, 'user.createdAt'),
} satisfies Record<keyof User, z.ZodType>);
