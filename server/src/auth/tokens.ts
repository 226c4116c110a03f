import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '@harbour/contract';

const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

interface TokenClaims {
  sub: string;
  role: Role;
  ver: number;
}

export function createTokenService(secret: string, lifetimeMs = TOKEN_LIFETIME_MS) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: lifetimeMs });
  // Verified tokens are cached (until they expire): every request of a session presents the same one.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign: (claims: TokenClaims): string => sign({ ...claims }),
    /** The claims of a valid token, or undefined for anything else (malformed, tampered, expired). */
    verify(token: string): TokenClaims | undefined {
      try {
        const payload: unknown = verify(token);
        if (typeof payload !== 'object' || payload === null) return undefined;
        const { sub, role, ver } = payload as Record<string, unknown>;
        if (typeof sub !== 'string' || typeof ver !== 'number' || (role !== 'user' && role !== 'admin')) {
          return undefined;
        }
        return { sub, role, ver };
      } catch {
        // Safe to drop: every reason a token fails verification means the same thing, no session.
        return undefined;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
