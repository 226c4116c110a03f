/**
 * A person's own account. Changing one's password needs the current one (counted like a sign-in attempt,
 * so a stolen token cannot guess it), signs out every other session and answers a fresh token for this one.
 */
import {
  isLanguage,
  type ChangePasswordInput,
  type FieldErrorCode,
  type Preferences,
} from '@harbour/contract';
import type { AuthUser } from '../common/auth-user';
import type { LoginThrottle } from '../auth/login-throttle';
import { assertNotCommonPassword } from '../common/password-policy';
import { hashPassword, verifyPassword } from '../common/passwords';
import type { TokenService } from '../auth/tokens';
import { nowIso } from '../db/ids';
import type { Locks } from '../db/locks';
import type { Transactor } from '../db/transactor';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../errors';
import type { UsersRepository } from '../users/repository';

export const ACCOUNT_MESSAGES = {
  changed: 'Your password has been changed. Your other sessions are signed out.',
  wrongCurrent: 'The current password is not right',
  sameAsCurrent: 'The new password must be different from the current one',
} as const;

interface AccountDeps {
  tx: Transactor<{ users: UsersRepository; locks: Locks }>;
  tokens: TokenService;
  throttle: LoginThrottle;
  /** Hears of the change after it is committed (session caches drop the user). */
  changed: (userId: string) => void;
}

const refused = (field: 'currentPassword' | 'newPassword', code: FieldErrorCode, message: string) =>
  new ValidationError('validation-failed', message, { [field]: { code, message } });

export function createAccountService({ tx, tokens, throttle, changed }: AccountDeps) {
  return {
    async changePassword(actor: AuthUser, input: ChangePasswordInput, address: string) {
      const attempt = await throttle.attempt(address, actor.username);
      if (!attempt.allowed) {
        const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
        throw new TooManyRequestsError(
          'password-attempts-throttled',
          `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          attempt.retryAfterSeconds,
        );
      }
      const user = await tx.read((r) => r.users.findById(actor.id));
      if (!user) throw new UnauthorizedError();
      if (!(await verifyPassword(user.password_hash, input.currentPassword)))
        throw refused('currentPassword', 'incorrect', ACCOUNT_MESSAGES.wrongCurrent);
      await throttle.succeeded(address, actor.username, attempt.records);
      if (input.newPassword === input.currentPassword)
        throw refused('newPassword', 'unchanged', ACCOUNT_MESSAGES.sameAsCurrent);
      assertNotCommonPassword(input.newPassword, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      const version = await tx.write(async (r) => {
        await r.locks.user(actor.id, 'update');
        const current = await r.users.findById(actor.id);
        if (!current) throw new UnauthorizedError();
        const next = current.token_version + 1;
        await r.users.update(actor.id, {
          password_hash: passwordHash,
          token_version: next,
          updated_at: nowIso(),
        });
        return { next, role: current.role };
      });
      changed(actor.id);
      return {
        token: tokens.sign({ sub: actor.id, role: version.role, ver: version.next }),
        message: ACCOUNT_MESSAGES.changed,
      };
    },

    async preferences(actor: AuthUser): Promise<Preferences> {
      const user = await tx.read((r) => r.users.findById(actor.id));
      if (!user) throw new UnauthorizedError();
      return { language: isLanguage(user.language) ? user.language : null };
    },

    async savePreferences(actor: AuthUser, input: Preferences): Promise<Preferences> {
      const saved = await tx.write(async (r) => {
        await r.locks.user(actor.id, 'update');
        if (!(await r.users.findById(actor.id))) return false;
        await r.users.update(actor.id, { language: input.language, updated_at: nowIso() });
        return true;
      });
      if (!saved) throw new UnauthorizedError();
      return { language: input.language };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
