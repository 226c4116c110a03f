/** The record of committed imports, and the last inspections an import compares with: SQL only. */
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

    /** The date of each asset's last inspection under each plan (any source), for these assets. */
    lastInspections: async (assetIds: string[]) =>
      assetIds.length === 0
        ? []
        : db
            .selectFrom('inspections')
            .select((eb) => ['asset_id', 'plan_id', eb.fn.max('performed_on').as('last')])
            .where('asset_id', 'in', assetIds)
            .where('plan_id', 'is not', null)
            .groupBy(['asset_id', 'plan_id'])
            .execute(),
  };
}
export type ImportsRepository = ReturnType<typeof createImportsRepository>;
