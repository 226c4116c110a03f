/** The sign-in throttle's records: attempts under each key, and the addresses users signed in from. */
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../db/dialect';
import { newId } from '../db/ids';
import type { Database } from '../db/types';

export function createSignInRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /**
     * Makes every other transaction that locks one of these keys wait until this one ends, so a count
     * read here stays true until this transaction's own attempt is written. PostgreSQL runs transactions
     * side by side: a transaction-scoped advisory lock per key, taken in one order everywhere (no
     * deadlock). SQLite runs one write transaction at a time already.
     */
    async lockKeys(keys: string[]): Promise<void> {
      if (kind === 'sqlite') return;
      for (const key of [...keys].sort()) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
      }
    },

    /** The attempts under these keys after `since`, oldest first. */
    attemptsSince: (keys: string[], since: number) =>
      db
        .selectFrom('sign_in_failures')
        .select(['key', 'at'])
        .where('key', 'in', keys)
        .where('at', '>', since)
        .orderBy('at')
        .execute(),

    /** Records one attempt under each key; answers the records' ids. */
    async addAttempt(keys: string[], at: number): Promise<string[]> {
      const rows = keys.map((key) => ({ id: newId(at), key, at }));
      await db.insertInto('sign_in_failures').values(rows).execute();
      return rows.map((row) => row.id);
    },

    async deleteAttempts(ids: string[]): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('id', 'in', ids).execute();
    },

    async clearAttempts(key: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
    },

    knownSince: async (key: string): Promise<number | undefined> =>
      (
        await db
          .selectFrom('sign_in_known_addresses')
          .select('since')
          .where('key', '=', key)
          .executeTakeFirst()
      )?.since,

    async markKnown(key: string, since: number): Promise<void> {
      await db
        .insertInto('sign_in_known_addresses')
        .values({ key, since })
        .onConflict((oc) => oc.column('key').doUpdateSet({ since }))
        .execute();
    },

    /** Forgets attempts that no longer count and addresses not used for sign-in in a long time. */
    async prune(attemptsBefore: number, knownBefore: number): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('at', '<=', attemptsBefore).execute();
      await db.deleteFrom('sign_in_known_addresses').where('since', '<', knownBefore).execute();
    },
  };
}
export type SignInRepository = ReturnType<typeof createSignInRepository>;
