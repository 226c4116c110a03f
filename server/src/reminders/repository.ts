import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export function createRemindersRepository(db: Kysely<Database>) {
  return {
    secretOf: async (userId: string): Promise<string | null> =>
      (await db.selectFrom('users').select('calendar_secret').where('id', '=', userId).executeTakeFirst())
        ?.calendar_secret ?? null,

    /** Sets the secret only if the user has none: of two first calls at once, one secret wins. */
    async setSecretIfNone(userId: string, secret: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ calendar_secret: secret })
        .where('id', '=', userId)
        .where('calendar_secret', 'is', null)
        .execute();
    },

    async replaceSecret(userId: string, secret: string): Promise<void> {
      await db.updateTable('users').set({ calendar_secret: secret }).where('id', '=', userId).execute();
    },

    /** By the unique index on the secret: the lookup takes the same time for any wrong secret. */
    userBySecret: (secret: string) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'role', 'language'])
        .where('calendar_secret', '=', secret)
        .executeTakeFirst(),

    usersWithEmail: async () =>
      (
        await db
          .selectFrom('users')
          .select(['id', 'username', 'role', 'email', 'language'])
          .where('email', 'is not', null)
          .orderBy('id')
          .execute()
      ).flatMap((user) => (user.email ? [{ ...user, email: user.email }] : [])),

    /** Takes the day's digest; throws a unique violation when another instance already has it. */
    /** When the last digest before `day` started: new defects are listed from then. */
    previousDigestStart: async (day: string): Promise<string | null> =>
      (
        await db
          .selectFrom('digest_runs')
          .select('started_at')
          .where('day', '<', day)
          .orderBy('day', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.started_at ?? null,

    async insertDigestRun(day: string, startedAt: string): Promise<void> {
      await db.insertInto('digest_runs').values({ day, started_at: startedAt }).execute();
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
