/**
 * The signed-in user behind a token, looked up once per user every few seconds instead of on every
 * request: on PostgreSQL that lookup is a network round trip per request (docs/BENCHMARKS.md).
 * Changes made through this process (password, role, deletion) drop the entry at once; another instance
 * sharing the database sees them within the TTL.
 */
import type { UserRow, UsersRepository } from '../users/repository';

const SESSION_USER_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

export function createSessionUsers(users: UsersRepository, ttlMs = SESSION_USER_TTL_MS, now = Date.now) {
  const entries = new Map<string, { user: UserRow | undefined; until: number }>();
  return {
    async find(id: string): Promise<UserRow | undefined> {
      const hit = entries.get(id);
      if (hit && hit.until > now()) return hit.user;
      const user = await users.findById(id);
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(id, { user, until: now() + ttlMs });
      return user;
    },
    forget(id: string): void {
      entries.delete(id);
    },
  };
}
