import type { Kysely } from 'kysely';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Where an inspection was recorded: `field` (a checklist filled in after a scan) or `register` (the last
 * inspection date of a spreadsheet brought in by a CSV import, with no checklist). Existing rows are field
 * inspections.
 */
export function inspectionSourceMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('inspections')
        .addColumn('source', 'varchar(20)', (c) => c.notNull().defaultTo('field'))
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('inspections').dropColumn('source').execute();
    },
  };
}
