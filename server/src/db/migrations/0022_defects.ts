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
  'defect-reported',
  'defect-triaged',
];
const BEFORE = ACTIVITY_ACTIONS.slice(0, -2);
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The activity log's check constraint allows `actions`. SQLite cannot alter a check: the table is rebuilt
 * from its own stored definition with the list replaced, and its indexes made again.
 */
async function allowActivityActions(db: Kysely<any>, kind: DatabaseKind, actions: readonly string[]) {
  if (kind === 'postgres') {
    await sql`alter table activities drop constraint activities_action_check`.execute(db);
    await sql`alter table activities add constraint activities_action_check
      check (action in (${sql.raw(list(actions))}))`.execute(db);
    return;
  }
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'activities'`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql;
  if (!table) throw new Error('activities: no table definition');
  const next = table
    .replace(/^create table "?activities"?/i, 'create table activities_next')
    .replace(/check \(action in \([^)]*\)\)/i, `check (action in (${list(actions)}))`);
  if (next === table || !next.includes('activities_next')) throw new Error('activities: check not found');
  await sql.raw(next).execute(db);
  await sql`insert into activities_next select * from activities`.execute(db);
  await sql`drop table activities`.execute(db);
  await sql`alter table activities_next rename to activities`.execute(db);
  for (const index of rows) if (index.type === 'index' && index.sql) await sql.raw(index.sql).execute(db);
}

/**
 * Defects reported on assets, by staff or by the public from a label. Each has a unique public reference
 * (`D-` and eight Crockford base-32 characters); its photos are rows of `defect_photos` naming stored files.
 * A public report may be grouped under the first open public report of the same asset (`grouped_under`),
 * whose `report_count` counts it. Asset types gain their common faults (JSON list); users gain the duty
 * officer flag (administrators told at once of a safety defect). The activity log gains the defect actions.
 */
export function defectsMigration(kind: DatabaseKind) {
  const real = sql.raw(kind === 'postgres' ? 'double precision' : 'real');
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('defects')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('reference', 'varchar(12)', (c) => c.notNull().unique())
        .addColumn('asset_id', 'varchar(24)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('fault', 'varchar(100)')
        .addColumn('severity', 'varchar(10)', (c) => c.notNull())
        .addColumn('state', 'varchar(12)', (c) => c.notNull())
        .addColumn('source', 'varchar(10)', (c) => c.notNull())
        .addColumn('reported_by', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reported_by_name', 'varchar(100)')
        .addColumn('contact', 'varchar(200)')
        .addColumn('latitude', real)
        .addColumn('longitude', real)
        .addColumn('accuracy', real)
        .addColumn('duplicate_of', 'varchar(24)', (c) => c.references('defects.id').onDelete('set null'))
        .addColumn('grouped_under', 'varchar(24)', (c) => c.references('defects.id').onDelete('set null'))
        .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('rejection_reason', 'varchar(500)')
        .addColumn('triage_note', 'text')
        .addColumn('triaged_by', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('triaged_by_name', 'varchar(100)')
        .addColumn('triaged_at', 'varchar(30)')
        .addColumn('work_order_id', 'varchar(24)')
        .addColumn('occurred_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        // The triage order's first key, kept by the database: new before the rest, then safety, normal, low.
        .addColumn('triage_rank', 'integer', (c) =>
          c
            .notNull()
            .generatedAlwaysAs(
              sql`(case when state = 'new' then 0 else 3 end) + (case severity when 'safety' then 0 when 'normal' then 1 else 2 end)`,
            )
            .stored(),
        )
        .execute();
      // The list's orders walked on an index, newest first within each: triage, by date, by date in a state.
      await sql`create index defects_triage_idx on defects (triage_rank, created_at desc, id desc)`.execute(
        db,
      );
      await sql`create index defects_created_idx on defects (created_at, id)`.execute(db);
      await sql`create index defects_state_created_idx on defects (state, created_at, id)`.execute(db);
      // Counting by state and severity (the open safety defects) without reading the rows.
      await sql`create index defects_state_severity_idx on defects (state, severity)`.execute(db);
      await db.schema
        .createIndex('defects_asset_idx')
        .on('defects')
        .columns(['asset_id', 'created_at'])
        .execute();
      await db.schema.createIndex('defects_reporter_idx').on('defects').column('reported_by').execute();
      await db.schema.createIndex('defects_duplicate_idx').on('defects').column('duplicate_of').execute();
      await db.schema.createIndex('defects_group_idx').on('defects').column('grouped_under').execute();
      await db.schema
        .createTable('defect_photos')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('defect_id', 'varchar(24)', (c) =>
          c.notNull().references('defects.id').onDelete('cascade'),
        )
        .addColumn('file_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('defect_photos_defect_idx')
        .on('defect_photos')
        .column('defect_id')
        .execute();
      await db.schema
        .alterTable('asset_types')
        .addColumn('common_faults', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('duty_officer', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await allowActivityActions(db, kind, ACTIVITY_ACTIONS);
    },
    async down(db: Kysely<any>): Promise<void> {
      await sql`delete from activities where action in ('defect-reported', 'defect-triaged')`.execute(db);
      await allowActivityActions(db, kind, BEFORE);
      await db.schema.alterTable('users').dropColumn('duty_officer').execute();
      await db.schema.alterTable('asset_types').dropColumn('common_faults').execute();
      await db.schema.dropTable('defect_photos').execute();
      await db.schema.dropTable('defects').execute();
    },
  };
}
