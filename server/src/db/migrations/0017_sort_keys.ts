import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../dialect';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Each sorted text column's key column (common/collation-sort-key.ts). */
const KEY_COLUMNS = [
  ['assets', 'name_sort'],
  ['assets', 'type_sort'],
  ['assets', 'location_sort'],
  ['users', 'username_sort'],
  ['round_items', 'asset_name_sort'],
  ['round_items', 'asset_location_sort'],
] as const;

/**
 * Lists sorted by text sort in the organisation's collation, in the database: a key column beside each
 * sorted text, compared by code point ("C" on PostgreSQL, SQLite's own BINARY), and the list's (key, id)
 * indexes for deep pages. The keys depend on ORGANISATION_LOCALE, which a migration does not know: they
 * are written at start-up (db/sort-keys.ts), which finds no `sort_keys` setting yet and fills them all.
 * The plain (type, id) and (location, id) indexes stay: the filters, the plans' type joins and the
 * dashboard's counts read them. The name's are replaced: nothing but the list's order read them.
 */
export function sortKeysMigration(kind: DatabaseKind) {
  const codePointOrder = kind === 'postgres' ? sql`collate "C"` : sql``;
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('settings')
        .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      for (const [table, column] of KEY_COLUMNS)
        await db.schema
          .alterTable(table)
          .addColumn(column, 'text', (c) => c.notNull().defaultTo('').modifyFront(codePointOrder))
          .execute();
      await db.schema.dropIndex('assets_name_id_idx').execute();
      await db.schema.dropIndex('assets_name_idx').execute();
      for (const column of ['name_sort', 'type_sort', 'location_sort'])
        await db.schema.createIndex(`assets_${column}_id_idx`).on('assets').columns([column, 'id']).execute();
      // A round's items in list order, per state and in all, as 0006 indexed them by the name itself.
      await sql`drop index round_items_state_idx`.execute(db);
      await sql`drop index round_items_order_idx`.execute(db);
      await sql`create index round_items_state_idx
        on round_items (round_id, state, mark_seq desc, asset_name_sort)`.execute(db);
      await sql`create index round_items_order_idx
        on round_items (round_id, mark_seq desc, asset_name_sort)`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await sql`drop index round_items_state_idx`.execute(db);
      await sql`drop index round_items_order_idx`.execute(db);
      await sql`create index round_items_state_idx
        on round_items (round_id, state, mark_seq desc, asset_name)`.execute(db);
      await sql`create index round_items_order_idx
        on round_items (round_id, mark_seq desc, asset_name)`.execute(db);
      for (const column of ['name_sort', 'type_sort', 'location_sort'])
        await db.schema.dropIndex(`assets_${column}_id_idx`).execute();
      await db.schema.createIndex('assets_name_idx').on('assets').column('name').execute();
      await db.schema.createIndex('assets_name_id_idx').on('assets').columns(['name', 'id']).execute();
      for (const [table, column] of KEY_COLUMNS)
        await db.schema.alterTable(table).dropColumn(column).execute();
      await db.schema.dropTable('settings').execute();
    },
  };
}
