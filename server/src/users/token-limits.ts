/**
 * What an API token may not do to accounts: a leaked integration token must not become a person's sign-in
 * (its maker's or anyone's). It never sets a password (so it never creates an account either: every
 * account is made with one) and never changes its own maker's role; everything else of a user update works.
 */
import type { Role } from '@harbour/contract';
import type { AuthUser } from '../common/auth-user';
import { ForbiddenError } from '../errors';

export function assertTokenMaySetPassword(actor: AuthUser, password: string | undefined): void {
  if (actor.token && password)
    throw new ForbiddenError(
      'api-token-not-allowed',
      'An API token cannot set a password: sign in to set or change one',
    );
}

export function assertTokenMayChangeRole(
  actor: AuthUser,
  target: { id: string; role: Role },
  role: Role | undefined,
): void {
  if (actor.token && target.id === actor.id && role !== undefined && role !== target.role)
    throw new ForbiddenError(
      'api-token-not-allowed',
      'An API token cannot change the role of the administrator who made it',
    );
}
