import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Each asset's status over time as intervals: status, start, end (null while current) and what changed
 * it. Availability figures read them by asset and time, so the two indexes serve a period's overlap from
 * either end. No foreign key to the asset: a deleted asset's closed intervals stay as its record.
 *
 * Existing assets get one open interval of their current status from `updated_at`: the last time the row
 * changed is the latest the status can have changed, so the status is known to have held from then; what
 * came before is not known and is left out rather than guessed (no invented uptime or downtime).
 */
export function statusIntervalsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('asset_status_intervals')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('asset_id', 'varchar(24)', (c) => c.notNull())
        .addColumn('status', 'varchar(40)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('ended_at', 'varchar(30)')
        .addColumn('cause', 'varchar(20)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('asset_status_intervals_started_idx')
        .on('asset_status_intervals')
        .columns(['asset_id', 'started_at'])
        .execute();
      await db.schema
        .createIndex('asset_status_intervals_ended_idx')
        .on('asset_status_intervals')
        .columns(['asset_id', 'ended_at'])
        .execute();
      await sql`
        insert into asset_status_intervals (id, asset_id, status, started_at, ended_at, cause)
        select id, id, status, updated_at, null, 'backfill' from assets
      `.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('asset_status_intervals').execute();
    },
  };
}
