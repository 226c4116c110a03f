/** The sign-in throttle's records: failed attempts under each key, and the addresses users signed in from. */
import type { Kysely } from 'kysely';
import { newId } from '../db/ids';
import type { Database } from '../db/types';

export function createSignInRepository(db: Kysely<Database>) {
  return {
    /** The failures under these keys after `since`, oldest first. */
    failuresSince: (keys: string[], since: number) =>
      db
        .selectFrom('sign_in_failures')
        .select(['key', 'at'])
        .where('key', 'in', keys)
        .where('at', '>', since)
        .orderBy('at')
        .execute(),

    async addFailure(keys: string[], at: number): Promise<void> {
      await db
        .insertInto('sign_in_failures')
        .values(keys.map((key) => ({ id: newId(at), key, at })))
        .execute();
    },

    async clearFailures(key: string): Promise<void> {
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

    /** Forgets failures that no longer count and addresses not used for sign-in in a long time. */
    async prune(failuresBefore: number, knownBefore: number): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('at', '<=', failuresBefore).execute();
      await db.deleteFrom('sign_in_known_addresses').where('since', '<', knownBefore).execute();
    },
  };
}
export type SignInRepository = ReturnType<typeof createSignInRepository>;
