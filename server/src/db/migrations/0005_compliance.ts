import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../dialect';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

// The activity actions as they were when this migration was written (db/constraints.test.ts).
const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'scanned',
  'assigned',
  'unassigned',
  'maintenance',
  'available',
  'inspected',
  'document-added',
  'document-removed',
];
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Compliance: the register fields of an asset, inspection plans and the assets they apply to, inspections,
 * documents with their files, and `due_items`, the stored next due date of every plan and expiring
 * document per asset, so that what is overdue is one indexed read at any size. Users gain a calendar feed
 * secret; `digest_runs` lets one instance of many send a day's reminder e-mail.
 */
export function complianceMigration(kind: DatabaseKind) {
  const blob = kind === 'postgres' ? 'bytea' : 'blob';
  const real = kind === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const [column, type] of [
        ['serial_number', 'varchar(200)'],
        ['manufacturer', 'varchar(200)'],
        ['model', 'varchar(200)'],
        ['manufactured_on', 'varchar(10)'],
        ['in_service_on', 'varchar(10)'],
        ['notes', 'text'],
      ] as const) {
        await db.schema.alterTable('assets').addColumn(column, type).execute();
      }
      await db.schema
        .alterTable('assets')
        .addColumn('critical', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('assets_serial_number_idx').on('assets').column('serial_number').execute();

      await db.schema
        .createTable('inspection_plans')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        // The case-folded name: plan names are unique regardless of case.
        .addColumn('name_key', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('reference', 'varchar(200)')
        .addColumn('rule', 'text', (c) => c.notNull())
        .addColumn('due_soon_days', 'integer', (c) => c.notNull())
        .addColumn('checklist', 'text', (c) => c.notNull())
        .addColumn('fail_sets_maintenance', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('plan_types')
        .addColumn('plan_id', 'varchar(24)', (c) =>
          c.notNull().references('inspection_plans.id').onDelete('cascade'),
        )
        .addColumn('type', 'varchar(200)', (c) => c.notNull())
        .addPrimaryKeyConstraint('plan_types_pk', ['plan_id', 'type'])
        .execute();
      await db.schema.createIndex('plan_types_type_idx').on('plan_types').column('type').execute();
      await db.schema
        .createTable('plan_assets')
        .addColumn('plan_id', 'varchar(24)', (c) =>
          c.notNull().references('inspection_plans.id').onDelete('cascade'),
        )
        .addColumn('asset_id', 'varchar(24)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('plan_assets_pk', ['plan_id', 'asset_id'])
        .execute();
      await db.schema.createIndex('plan_assets_asset_idx').on('plan_assets').column('asset_id').execute();

      await db.schema
        .createTable('inspections')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('asset_id', 'varchar(24)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('plan_id', 'varchar(24)', (c) => c.references('inspection_plans.id').onDelete('set null'))
        .addColumn('plan_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(24)')
        .addColumn('username', 'varchar(50)', (c) => c.notNull())
        .addColumn('performed_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('performed_on', 'varchar(10)', (c) => c.notNull())
        .addColumn('passed', 'integer', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('latitude', sql.raw(real))
        .addColumn('longitude', sql.raw(real))
        .addColumn('accuracy', sql.raw(real))
        .addColumn('next_due_on', 'varchar(10)')
        .execute();
      await db.schema
        .createIndex('inspections_asset_idx')
        .on('inspections')
        .columns(['asset_id', 'performed_at'])
        .execute();
      // A plan's last inspection of each asset, read when the plan's due dates are recomputed.
      await db.schema
        .createIndex('inspections_plan_idx')
        .on('inspections')
        .columns(['plan_id', 'asset_id', 'performed_on'])
        .execute();

      await db.schema
        .createTable('documents')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('asset_id', 'varchar(24)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('number', 'varchar(200)')
        .addColumn('issuer', 'varchar(200)')
        .addColumn('issued_on', 'varchar(10)')
        .addColumn('expires_on', 'varchar(10)')
        .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(50)', (c) => c.notNull())
        .addColumn('bytes', sql.raw(blob), (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('uploaded_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('uploaded_by', 'varchar(50)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('documents_asset_idx').on('documents').column('asset_id').execute();

      // One row per plan or expiring document per asset: kind 'inspection' (source = plan) or 'document'.
      await db.schema
        .createTable('due_items')
        .addColumn('asset_id', 'varchar(24)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('source_id', 'varchar(24)', (c) => c.notNull())
        .addColumn('due_on', 'varchar(10)', (c) => c.notNull())
        // due_on less the plan's due-soon lead: the item is due soon (or overdue) from this day on.
        .addColumn('warn_on', 'varchar(10)', (c) => c.notNull())
        .addColumn('last_done_on', 'varchar(10)')
        // Copies of the asset's type, location and holder, kept in step by the trigger below: the
        // compliance list filters on them and pages in due order from one index, at any size.
        .addColumn('asset_type', 'varchar(200)', (c) => c.notNull())
        .addColumn('asset_location', 'varchar(200)', (c) => c.notNull())
        .addColumn('assigned_to', 'varchar(24)')
        .addPrimaryKeyConstraint('due_items_pk', ['asset_id', 'kind', 'source_id'])
        .execute();
      for (const column of ['asset_type', 'asset_location', 'assigned_to', 'kind'])
        await db.schema
          .createIndex(`due_items_${column}_idx`)
          .on('due_items')
          .columns([column, 'due_on', 'warn_on', 'asset_id'])
          .execute();
      await followAssets(db, kind);
      await db.schema
        .createIndex('due_items_due_on_idx')
        .on('due_items')
        .columns(['due_on', 'asset_id'])
        .execute();
      // (warn_on, due_on): counts of what is due soon or overdue read this index alone.
      await db.schema
        .createIndex('due_items_warn_on_idx')
        .on('due_items')
        .columns(['warn_on', 'due_on'])
        .execute();
      await db.schema.createIndex('due_items_source_idx').on('due_items').column('source_id').execute();

      await db.schema.alterTable('users').addColumn('calendar_secret', 'varchar(64)').execute();
      // Where the daily digest goes; a user without one gets none.
      await db.schema.alterTable('users').addColumn('email', 'varchar(254)').execute();
      await db.schema
        .createIndex('users_calendar_secret_idx')
        .unique()
        .on('users')
        .column('calendar_secret')
        .execute();

      await db.schema
        .createTable('digest_runs')
        .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
        .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      // The first answer to a write sent with an Idempotency-Key, replayed to a resend of the same key.
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'varchar(24)', (c) => c.notNull())
        .addColumn('key', 'varchar(255)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('response', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created_at_idx')
        .on('idempotency_keys')
        .column('created_at')
        .execute();

      await allowActivityActions(db, kind);
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'idempotency_keys',
        'digest_runs',
        'due_items',
        'documents',
        'inspections',
        'plan_assets',
        'plan_types',
        'inspection_plans',
      ])
        await db.schema.dropTable(table).execute();
      await sql`drop trigger if exists assets_due_items_sync${sql.raw(kind === 'postgres' ? ' on assets' : '')}`.execute(
        db,
      );
      if (kind === 'postgres') await sql`drop function if exists due_items_follow_asset()`.execute(db);
    },
  };
}

/** An asset's new type, location or holder reaches its due items in the same statement. */
async function followAssets(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  const changed = sql.raw(
    'old.type is distinct from new.type or old.location is distinct from new.location or old.assigned_to is distinct from new.assigned_to',
  );
  const follow = sql.raw(
    'update due_items set asset_type = new.type, asset_location = new.location, assigned_to = new.assigned_to where asset_id = new.id',
  );
  if (kind === 'postgres') {
    await sql`create function due_items_follow_asset() returns trigger language plpgsql as $$
      begin ${follow}; return null; end $$`.execute(db);
    await sql`create trigger assets_due_items_sync after update of type, location, assigned_to on assets
      for each row when (${changed}) execute function due_items_follow_asset()`.execute(db);
    return;
  }
  await sql`create trigger assets_due_items_sync after update of type, location, assigned_to on assets
    for each row when ${changed} begin ${follow}; end`.execute(db);
}

/** The activity log's check constraint gains the compliance actions. SQLite cannot alter a check: rebuild. */
async function allowActivityActions(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`alter table activities drop constraint activities_action_check`.execute(db);
    await sql`alter table activities add constraint activities_action_check
      check (action in (${list(ACTIVITY_ACTIONS)}))`.execute(db);
    return;
  }
  await sql`create table activities_next (
    id varchar(24) primary key,
    action varchar(20) not null check (action in (${list(ACTIVITY_ACTIONS)})),
    details text not null,
    asset_id varchar(24),
    asset_name varchar(200) not null,
    user_id varchar(24),
    username varchar(50) not null,
    scan_location text,
    created_at varchar(30) not null
  )`.execute(db);
  await sql`insert into activities_next
    select id, action, details, asset_id, asset_name, user_id, username, scan_location, created_at
    from activities`.execute(db);
  await sql`drop table activities`.execute(db);
  await sql`alter table activities_next rename to activities`.execute(db);
  await sql`create index activities_created_at_idx on activities (created_at)`.execute(db);
  await sql`create index activities_asset_idx on activities (asset_id, created_at)`.execute(db);
  await sql`create index activities_user_idx on activities (user_id, created_at)`.execute(db);
}
