import { sql, type Kysely } from 'kysely';
import { newId } from '../ids';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The key a type was matched by when this migration was written: lower case, spaces removed. */
const typeKey = (name: string) => name.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/**
 * Asset types as records with their own fields. An asset keeps its `type` text and gains its type's id, its
 * values as a JSON object (`fields`), the keys of values that no longer fit (`fields_not_fitting`) and its
 * searchable values folded (`field_search`, appended to the search key). Choice and yes-no values are also
 * rows of `asset_field_values`, whose (key, value, asset) primary key answers a list filter from the index.
 * One type is made for each type text in use, by its key.
 */
export function assetTypesMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('asset_types')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('name_key', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('public_reports', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('off_station_meters', 'integer', (c) => c.notNull().defaultTo(50))
        .addColumn('availability_category', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('assets')
        .addColumn('type_id', 'varchar(24)', (c) => c.references('asset_types.id'))
        .execute();
      await db.schema
        .alterTable('assets')
        .addColumn('fields', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema
        .alterTable('assets')
        .addColumn('fields_not_fitting', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('assets')
        .addColumn('field_search', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('assets_type_record_idx').on('assets').columns(['type_id', 'id']).execute();
      await db.schema
        .createTable('asset_field_values')
        .addColumn('asset_id', 'varchar(24)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('key', 'varchar(40)', (c) => c.notNull())
        .addColumn('value', 'varchar(100)', (c) => c.notNull())
        .addPrimaryKeyConstraint('asset_field_values_pkey', ['key', 'value', 'asset_id'])
        .execute();
      await db.schema
        .createIndex('asset_field_values_asset_idx')
        .on('asset_field_values')
        .column('asset_id')
        .execute();

      const rows = await sql<{ type: string }>`select distinct type from assets order by type`.execute(db);
      const byKey = new Map<string, string[]>();
      for (const { type } of rows.rows) byKey.set(typeKey(type), [...(byKey.get(typeKey(type)) ?? []), type]);
      const at = new Date().toISOString();
      for (const [key, names] of byKey) {
        const id = newId();
        await db
          .insertInto('asset_types')
          .values({ id, name: names[0], name_key: key, fields: '[]', created_at: at, updated_at: at })
          .execute();
        await db.updateTable('assets').set({ type_id: id }).where('type', 'in', names).execute();
      }
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('asset_field_values').execute();
      await db.schema.dropIndex('assets_type_record_idx').execute();
      for (const column of ['field_search', 'fields_not_fitting', 'fields', 'type_id'])
        await db.schema.alterTable('assets').dropColumn(column).execute();
      await db.schema.dropTable('asset_types').execute();
    },
  };
}
