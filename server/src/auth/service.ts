import { MESSAGES, type LoginRequest, type LoginResponse } from '@harbour/contract';
import { nowIso } from '../db/ids';
import type { Transactor } from '../db/transactor';
import { TooManyRequestsError, UnauthorizedError } from '../errors';
import type { UsersRepository } from '../users/repository';
import type { LoginThrottle } from './login-throttle';
import { burnVerifyTime, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export function createAuthService(deps: {
  tx: Transactor<{ users: UsersRepository }>;
  tokens: TokenService;
  throttle: LoginThrottle;
}) {
  return {
    /** Same answer and about the same time for an unknown user and a wrong password. */
    async login(input: LoginRequest, address: string): Promise<LoginResponse> {
      const retryAfter = await deps.throttle.retryAfterSeconds(address, input.username);
      if (retryAfter > 0) {
        const minutes = Math.ceil(retryAfter / 60);
        throw new TooManyRequestsError(
          `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          retryAfter,
        );
      }
      const user = await deps.tx.read((r) => r.users.findByUsername(input.username));
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : await burnVerifyTime(input.password);
      if (!user || !valid) {
        await deps.throttle.recordFailure(address, input.username);
        throw new UnauthorizedError(MESSAGES.invalidCredentials);
      }
      await deps.throttle.recordSuccess(address, input.username);
      await deps.tx.write((r) => r.users.update(user.id, { last_login: nowIso() }));
      return {
        token: deps.tokens.sign({ sub: user.id, role: user.role, ver: user.token_version }),
        role: user.role,
        username: user.username,
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
