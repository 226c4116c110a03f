import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../dialect';

// The allowed values as they were when this migration was written: a later change to the contract's lists
// needs a migration of its own (db/constraints.test.ts fails until there is one).
const ROLES = ['user', 'admin'];
const ASSET_STATUSES = ['Available', 'In Use', 'Under Maintenance', 'Reservable'];
const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'scanned',
  'assigned',
  'unassigned',
  'maintenance',
  'available',
];

const list = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
export function initialSchema(kind: DatabaseKind) {
  const blob = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('username', 'varchar(50)', (c) => c.notNull())
        .addColumn('username_key', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'varchar(10)', (c) => c.notNull().check(sql`role in (${list(ROLES)})`))
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_login', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('files')
        .addColumn('name', 'varchar(80)', (c) => c.primaryKey())
        .addColumn('content_type', 'varchar(50)', (c) => c.notNull())
        .addColumn('bytes', sql.raw(blob), (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('assets')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('type', 'varchar(200)', (c) => c.notNull())
        .addColumn('location', 'varchar(200)', (c) => c.notNull())
        .addColumn('status', 'varchar(30)', (c) =>
          c.notNull().check(sql`status in (${list(ASSET_STATUSES)})`),
        )
        .addColumn('assigned_to', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('date_assigned', 'varchar(30)')
        .addColumn('image_file', 'varchar(80)', (c) => c.references('files.name'))
        .addColumn('thumb_file', 'varchar(80)', (c) => c.references('files.name'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('assets_status_idx').on('assets').column('status').execute();
      await db.schema.createIndex('assets_type_idx').on('assets').column('type').execute();
      await db.schema.createIndex('assets_location_idx').on('assets').column('location').execute();
      await db.schema.createIndex('assets_assigned_to_idx').on('assets').column('assigned_to').execute();
      await db.schema.createIndex('assets_updated_at_idx').on('assets').column('updated_at').execute();
      await db.schema.createIndex('assets_name_idx').on('assets').column('name').execute();

      await db.schema
        .createTable('activities')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('action', 'varchar(20)', (c) =>
          c.notNull().check(sql`action in (${list(ACTIVITY_ACTIONS)})`),
        )
        .addColumn('details', 'text', (c) => c.notNull())
        // No foreign keys: history outlives the asset and the user it names.
        .addColumn('asset_id', 'varchar(24)')
        .addColumn('asset_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(24)')
        .addColumn('username', 'varchar(50)', (c) => c.notNull())
        .addColumn('scan_location', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activities_created_at_idx')
        .on('activities')
        .column('created_at')
        .execute();
      await db.schema
        .createIndex('activities_asset_idx')
        .on('activities')
        .columns(['asset_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('activities_user_idx')
        .on('activities')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['activities', 'assets', 'files', 'users'])
        await db.schema.dropTable(table).execute();
    },
  };
}
