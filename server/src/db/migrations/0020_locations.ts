import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../dialect';
import { newId } from '../ids';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The key a location was matched by when this migration was written: lower case, spaces removed. */
const locationKey = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/**
 * Locations as a tree. `location_tree` holds every (ancestor, descendant) pair with the levels between them,
 * a location with itself at 0: a subtree is one index range, and a filter by a location reads its ids from
 * there. Each location keeps its full path (`Bergen / Quay 7`), the path's key (unique) and sort key.
 * Assets gain their location's id, their own charted position and the off-station flag. Each distinct
 * location text in use becomes a root location, by its key; no asset's text is changed.
 */
export function locationsMigration(kind: DatabaseKind) {
  const real = sql.raw(kind === 'postgres' ? 'double precision' : 'real');
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('locations')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('parent_id', 'varchar(24)', (c) => c.references('locations.id'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('path_key', 'text', (c) => c.notNull().unique())
        .addColumn('depth', 'integer', (c) => c.notNull())
        .addColumn('lat', real)
        .addColumn('lon', real)
        // Its own position, else its nearest ancestor's: what its assets without their own are charted at.
        .addColumn('charted_lat', real)
        .addColumn('charted_lon', real)
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('locations_name_key_idx').on('locations').column('name_key').execute();
      await db.schema.createIndex('locations_parent_idx').on('locations').column('parent_id').execute();
      await db.schema
        .createTable('location_tree')
        .addColumn('ancestor_id', 'varchar(24)', (c) =>
          c.notNull().references('locations.id').onDelete('cascade'),
        )
        .addColumn('descendant_id', 'varchar(24)', (c) =>
          c.notNull().references('locations.id').onDelete('cascade'),
        )
        .addColumn('depth', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('location_tree_pkey', ['ancestor_id', 'descendant_id'])
        .execute();
      await db.schema
        .createIndex('location_tree_descendant_idx')
        .on('location_tree')
        .columns(['descendant_id', 'depth'])
        .execute();

      await db.schema
        .alterTable('assets')
        .addColumn('location_id', 'varchar(24)', (c) => c.references('locations.id'))
        .execute();
      for (const column of ['lat', 'lon', 'off_station_accuracy', 'off_station_lat', 'off_station_lon'])
        await db.schema.alterTable('assets').addColumn(column, real).execute();
      await db.schema.alterTable('assets').addColumn('off_station_meters', 'integer').execute();
      await db.schema.alterTable('assets').addColumn('off_station_at', 'varchar(30)').execute();
      await db.schema.alterTable('assets').addColumn('off_station_by', 'varchar(100)').execute();
      await db.schema
        .createIndex('assets_location_record_idx')
        .on('assets')
        .columns(['location_id', 'id'])
        .execute();
      await db.schema.createIndex('assets_off_station_idx').on('assets').column('off_station_at').execute();

      const rows = await sql<{
        location: string;
      }>`select distinct location from assets order by location`.execute(db);
      const byKey = new Map<string, string[]>();
      for (const { location } of rows.rows)
        byKey.set(locationKey(location), [...(byKey.get(locationKey(location)) ?? []), location]);
      const at = new Date().toISOString();
      for (const [key, texts] of byKey) {
        const id = newId();
        const name = texts[0]!;
        await db
          .insertInto('locations')
          .values({
            id,
            name,
            name_key: key,
            kind: 'area',
            parent_id: null,
            path: name,
            path_key: key,
            depth: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await db
          .insertInto('location_tree')
          .values({ ancestor_id: id, descendant_id: id, depth: 0 })
          .execute();
        await db.updateTable('assets').set({ location_id: id }).where('location', 'in', texts).execute();
      }
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('assets_off_station_idx').execute();
      await db.schema.dropIndex('assets_location_record_idx').execute();
      for (const column of [
        'off_station_by',
        'off_station_at',
        'off_station_meters',
        'off_station_lon',
        'off_station_lat',
        'off_station_accuracy',
        'lon',
        'lat',
        'location_id',
      ])
        await db.schema.alterTable('assets').dropColumn(column).execute();
      await db.schema.dropTable('location_tree').execute();
      await db.schema.dropTable('locations').execute();
    },
  };
}
