import type { Kysely } from 'kysely';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * An asset's due items by their dates: what falls due first on one asset is read from the index alone. The
 * map asks it of every charted asset (20,000 at a time); through the primary key each item was a row read.
 */
export function dueItemsByAssetMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createIndex('due_items_asset_dates_idx')
        .on('due_items')
        .columns(['asset_id', 'due_on', 'warn_on'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('due_items_asset_dates_idx').execute();
    },
  };
}
