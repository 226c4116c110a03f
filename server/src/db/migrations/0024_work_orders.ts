import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../dialect';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Work orders: one row each, numbered for people (`WO-000123`); its assignees; the photos and notes carried
 * from what it was made from (references to the stored files, none copied); labour and parts entries. The
 * defects it was made from point at it through `defects.work_order_id` (migration 0022). A work order that
 * holds its asset Under Maintenance keeps the status the asset gets back when it is done.
 */
export function workOrdersMigration(kind: DatabaseKind) {
  const real = sql.raw(kind === 'postgres' ? 'double precision' : 'real');
  const child = (db: Kysely<any>, table: string) =>
    db.schema
      .createTable(table)
      .addColumn('work_order_id', 'varchar(24)', (c) =>
        c.notNull().references('work_orders.id').onDelete('cascade'),
      );
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('work_orders')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('number', 'integer', (c) => c.notNull().unique())
        .addColumn('asset_id', 'varchar(24)', (c) => c.notNull().references('assets.id').onDelete('cascade'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('priority', 'varchar(20)', (c) => c.notNull())
        .addColumn('due_on', 'varchar(10)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('source', 'varchar(20)', (c) => c.notNull())
        .addColumn('inspection_id', 'varchar(24)', (c) => c.references('inspections.id').onDelete('set null'))
        .addColumn('notes', 'text')
        .addColumn('holds_asset', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('restores_status', 'varchar(30)')
        .addColumn('outcome', 'varchar(20)')
        .addColumn('completed_by', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('completed_by_name', 'varchar(100)')
        .addColumn('completed_at', 'varchar(30)')
        .addColumn('completion_received_at', 'varchar(30)')
        .addColumn('signature_file', 'varchar(100)')
        .addColumn('completion_note', 'text')
        .addColumn('created_by', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('work_orders_asset_idx')
        .on('work_orders')
        .columns(['asset_id', 'status'])
        .execute();
      await db.schema
        .createIndex('work_orders_status_idx')
        .on('work_orders')
        .columns(['status', 'id'])
        .execute();

      await child(db, 'work_order_assignees')
        .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('work_order_assignees_pkey', ['work_order_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('work_order_assignees_user_idx')
        .on('work_order_assignees')
        .columns(['user_id', 'work_order_id'])
        .execute();
      await child(db, 'work_order_photos')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('url', 'varchar(200)', (c) => c.notNull())
        .addColumn('origin', 'varchar(20)', (c) => c.notNull())
        .addColumn('source_id', 'varchar(24)')
        .addColumn('caption', 'text')
        .execute();
      await child(db, 'work_order_notes')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('origin', 'varchar(20)', (c) => c.notNull())
        .addColumn('source_id', 'varchar(24)', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .execute();
      await child(db, 'work_order_labour')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('username', 'varchar(100)', (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('occurred_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await child(db, 'work_order_parts')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('username', 'varchar(100)', (c) => c.notNull())
        .addColumn('text', 'varchar(200)', (c) => c.notNull())
        .addColumn('quantity', real, (c) => c.notNull())
        .addColumn('unit', 'varchar(20)', (c) => c.notNull())
        .addColumn('occurred_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      for (const table of ['work_order_photos', 'work_order_notes', 'work_order_labour', 'work_order_parts'])
        await db.schema
          .createIndex(`${table}_order_idx`)
          .on(table)
          .columns(['work_order_id', 'id'])
          .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'work_order_parts',
        'work_order_labour',
        'work_order_notes',
        'work_order_photos',
        'work_order_assignees',
        'work_orders',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
