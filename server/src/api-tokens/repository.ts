import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ApiTokensTable, Database } from '../db/types';

export type ApiTokenRow = Selectable<ApiTokensTable>;
export type ApiTokenListRow = ApiTokenRow & { created_by_username: string };

export function createApiTokensRepository(db: Kysely<Database>) {
  return {
    /** Every token with its maker's name, newest first. */
    list: (): Promise<ApiTokenListRow[]> =>
      db
        .selectFrom('api_tokens')
        .innerJoin('users', 'users.id', 'api_tokens.created_by')
        .selectAll('api_tokens')
        .select('users.username as created_by_username')
        .orderBy('api_tokens.id', 'desc')
        .execute(),

    find: (id: string): Promise<ApiTokenListRow | undefined> =>
      db
        .selectFrom('api_tokens')
        .innerJoin('users', 'users.id', 'api_tokens.created_by')
        .selectAll('api_tokens')
        .select('users.username as created_by_username')
        .where('api_tokens.id', '=', id)
        .executeTakeFirst(),

    insert: (row: Insertable<ApiTokensTable>) => db.insertInto('api_tokens').values(row).execute(),

    /** Revokes a token not yet revoked; false when there was none such. */
    async revoke(id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('api_tokens')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The token with this secret's hash and the account it acts as: one indexed lookup per request. */
    findBySecretHash: (hash: string) =>
      db
        .selectFrom('api_tokens')
        .innerJoin('users', 'users.id', 'api_tokens.created_by')
        .select([
          'api_tokens.id',
          'api_tokens.name',
          'api_tokens.role',
          'api_tokens.expires_at',
          'api_tokens.last_used_at',
          'api_tokens.revoked_at',
          'users.id as user_id',
          'users.username',
          'users.role as user_role',
        ])
        .where('api_tokens.secret_hash', '=', hash)
        .executeTakeFirst(),

    /** Records a use unless one was recorded since `staleBefore` (another instance may have just done it). */
    async touch(id: string, at: string, staleBefore: string): Promise<void> {
      await db
        .updateTable('api_tokens')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
        .execute();
    },
  };
}
export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
