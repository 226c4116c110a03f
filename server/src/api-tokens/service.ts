/**
 * API tokens: made by an administrator, each acts as that administrator with the token's own role (never
 * more than the administrator still has). Only the SHA-256 of the secret is stored; the secret is answered
 * once. Every request looks the hash up in the database, so a revocation holds at once on every instance.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiToken, type ApiTokenInput } from '@harbour/contract';
import type { AuthUser } from '../common/auth-user';
import { newId, nowIso } from '../db/ids';
import type { Transactor } from '../db/transactor';
import { NotFoundError, ValidationError } from '../errors';
import type { ApiTokenListRow, ApiTokensRepository } from './repository';

/** "Last used" is written at most this often per token: a busy integration costs one write a minute. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** 32 random bytes: 256 bits, so a fast unsalted hash is safe (no guessing or table can reach it). */
const SECRET_BYTES = 32;
const SECRET_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export const isApiTokenSecret = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const toApiTokenDto = (row: ApiTokenListRow): ApiToken => ({
  _id: row.id,
  name: row.name,
  role: row.role,
  createdBy: row.created_by_username,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

export function createApiTokensService(
  tx: Transactor<{ apiTokens: ApiTokensRepository }>,
  now: () => Date = () => new Date(),
) {
  return {
    list: () => tx.read((r) => r.apiTokens.list()),

    async create(actor: AuthUser, input: ApiTokenInput): Promise<{ row: ApiTokenListRow; secret: string }> {
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= now().getTime()) {
        throw new ValidationError('validation-failed', 'The expiry must be in the future', {
          expiresAt: { code: 'out-of-range', message: 'Must be in the future' },
        });
      }
      const secret = API_TOKEN_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
      const row = await tx.write(async (r) => {
        const id = newId();
        await r.apiTokens.insert({
          id,
          name: input.name,
          role: input.role,
          secret_hash: hashSecret(secret),
          created_by: actor.id,
          created_at: nowIso(),
          expires_at: expiresAt?.toISOString() ?? null,
          last_used_at: null,
          revoked_at: null,
        });
        return (await r.apiTokens.find(id))!;
      });
      return { row, secret };
    },

    revoke: (id: string) =>
      tx.write(async (r) => {
        if (!(await r.apiTokens.revoke(id, nowIso()))) {
          throw new NotFoundError('api-token-not-found', 'API token not found, or already revoked');
        }
      }),

    /** The caller a bearer API token stands for, or undefined if it is unknown, revoked or expired. */
    async authenticate(secret: string): Promise<AuthUser | undefined> {
      if (!SECRET_PATTERN.test(secret)) return undefined;
      const found = await tx.read((r) => r.apiTokens.findBySecretHash(hashSecret(secret)));
      const at = now();
      if (!found || found.revoked_at) return undefined;
      if (found.expires_at && Date.parse(found.expires_at) <= at.getTime()) return undefined;
      const staleBefore = new Date(at.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
      if (!found.last_used_at || found.last_used_at < staleBefore) {
        await tx.write((r) => r.apiTokens.touch(found.id, at.toISOString(), staleBefore));
      }
      return {
        id: found.user_id,
        username: found.username,
        role: found.role === 'admin' && found.user_role === 'admin' ? 'admin' : 'user',
        token: { id: found.id, name: found.name },
      };
    },
  };
}
export type ApiTokensService = ReturnType<typeof createApiTokensService>;
