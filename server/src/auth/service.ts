import { MESSAGES, isLanguage, type LoginRequest, type LoginResponse } from '@harbour/contract';
import { nowIso } from '../db/ids';
import type { Transactor } from '../db/transactor';
import { TooManyRequestsError, UnauthorizedError } from '../errors';
import type { UsersRepository } from '../users/repository';
import type { LoginThrottle } from './login-throttle';
import { burnVerifyTime, verifyPassword } from '../common/passwords';
import type { TokenService } from './tokens';

export function createAuthService(deps: {
  tx: Transactor<{ users: UsersRepository }>;
  tokens: TokenService;
  throttle: LoginThrottle;
}) {
  return {
    /** Same answer and about the same time for an unknown user and a wrong password. */
    async login(input: LoginRequest, address: string): Promise<LoginResponse> {
      // Counted before the password is checked: guesses sent at once cannot all pass one reading.
      const attempt = await deps.throttle.attempt(address, input.username);
      if (!attempt.allowed) {
        const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
        throw new TooManyRequestsError(
          'sign-in-throttled',
          `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          attempt.retryAfterSeconds,
        );
      }
      const user = await deps.tx.read((r) => r.users.findByUsername(input.username));
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : await burnVerifyTime(input.password);
      if (!user || !valid) throw new UnauthorizedError('invalid-credentials', MESSAGES.invalidCredentials);
      await deps.throttle.succeeded(address, input.username, attempt.records);
      await deps.tx.write((r) => r.users.update(user.id, { last_login: nowIso() }));
      return {
        token: deps.tokens.sign({ sub: user.id, role: user.role, ver: user.token_version }),
        role: user.role,
        username: user.username,
        language: isLanguage(user.language) ? user.language : null,
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
