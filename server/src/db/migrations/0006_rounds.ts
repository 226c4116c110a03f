import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../dialect';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

// The values as they were when this migration was written (db/constraints.test.ts).
const ROUND_KINDS = ['audit', 'stocktake', 'inspection'];
const ROUND_STATUSES = ['open', 'finished'];
const ROUND_ITEM_STATES = ['pending', 'found', 'missing', 'unexpected'];
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Rounds: audits, stocktakes and inspection rounds. `round_items` holds the expected set, frozen when the
 * round starts, and every unexpected asset scanned; the round keeps its counts and a version that grows
 * with every change, so the live page reads one row to know whether anything moved.
 */
export function roundsMigration(kind: DatabaseKind) {
  const real = kind === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('rounds')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull().check(sql`kind in (${list(ROUND_KINDS)})`))
        .addColumn('status', 'varchar(10)', (c) =>
          c.notNull().check(sql`status in (${list(ROUND_STATUSES)})`),
        )
        // JSON arrays of the locations and types the round was scoped to.
        .addColumn('scope_locations', 'text', (c) => c.notNull())
        .addColumn('scope_types', 'text', (c) => c.notNull())
        .addColumn('plan_id', 'varchar(24)', (c) => c.references('inspection_plans.id').onDelete('set null'))
        .addColumn('plan_name', 'varchar(200)')
        .addColumn('due_on', 'varchar(10)')
        .addColumn('assignees_may_finish', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(30)')
        .addColumn('finished_by', 'varchar(50)')
        .addColumn('expected_count', 'integer', (c) => c.notNull())
        .addColumn('found_count', 'integer', (c) => c.notNull())
        .addColumn('unexpected_count', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rounds_status_started_idx')
        .on('rounds')
        .columns(['status', 'started_at'])
        .execute();

      await db.schema
        .createTable('round_assignees')
        .addColumn('round_id', 'varchar(24)', (c) => c.notNull().references('rounds.id').onDelete('cascade'))
        .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('round_assignees_pk', ['round_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('round_assignees_user_idx')
        .on('round_assignees')
        .columns(['user_id', 'round_id'])
        .execute();

      // No foreign key to assets: a report still lists an asset deleted after the round.
      await db.schema
        .createTable('round_items')
        .addColumn('round_id', 'varchar(24)', (c) => c.notNull().references('rounds.id').onDelete('cascade'))
        .addColumn('asset_id', 'varchar(24)', (c) => c.notNull())
        .addColumn('asset_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('asset_type', 'varchar(200)', (c) => c.notNull())
        .addColumn('asset_location', 'varchar(200)', (c) => c.notNull())
        .addColumn('state', 'varchar(12)', (c) =>
          c.notNull().check(sql`state in (${list(ROUND_ITEM_STATES)})`),
        )
        // The round's version when the item was marked (0 until then): the newest mark lists first.
        .addColumn('mark_seq', 'integer', (c) => c.notNull())
        .addColumn('marked_at', 'varchar(30)')
        .addColumn('marked_by', 'varchar(50)')
        .addColumn('latitude', sql.raw(real))
        .addColumn('longitude', sql.raw(real))
        .addColumn('accuracy', sql.raw(real))
        .addColumn('moved_at', 'varchar(30)')
        .addPrimaryKeyConstraint('round_items_pk', ['round_id', 'asset_id'])
        .execute();
      // One page of one state, or of every state, in list order, read from an index.
      await sql`create index round_items_state_idx
        on round_items (round_id, state, mark_seq desc, asset_name)`.execute(db);
      await sql`create index round_items_order_idx
        on round_items (round_id, mark_seq desc, asset_name)`.execute(db);
      await db.schema.createIndex('round_items_asset_idx').on('round_items').column('asset_id').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['round_items', 'round_assignees', 'rounds'])
        await db.schema.dropTable(table).execute();
    },
  };
}
