import type { Kysely } from 'kysely';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Field records made offline carry the time they happened (the existing time column) and, beside it, the
 * time they reached the server. Null on the rows written before: they arrived when they happened.
 */
const COLUMNS = [
  ['activities', 'received_at'],
  ['inspections', 'received_at'],
  ['round_items', 'mark_received_at'],
] as const;

export function receivedAtMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const [table, column] of COLUMNS)
        await db.schema.alterTable(table).addColumn(column, 'varchar(30)').execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const [table, column] of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
    },
  };
}
