/** The record of committed imports: SQL only. */
import type { Insertable, Kysely } from 'kysely';
import type { AssetImportsTable, Database } from '../db/types';

export function createImportsRepository(db: Kysely<Database>) {
  return {
    findByDigest: (digest: string) =>
      db
        .selectFrom('asset_imports')
        .select(['id', 'created_at', 'username'])
        .where('digest', '=', digest)
        .executeTakeFirst(),

    insert: (row: Insertable<AssetImportsTable>) => db.insertInto('asset_imports').values(row).execute(),
  };
}
export type ImportsRepository = ReturnType<typeof createImportsRepository>;
