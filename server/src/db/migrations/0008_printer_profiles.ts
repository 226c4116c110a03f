import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../dialect';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Printer profiles: a printer's measured offset (mm) and scale, applied to every label it prints. */
export function printerProfilesMigration(kind: DatabaseKind) {
  const real = kind === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('printer_profiles')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        // The case-folded name: two profiles cannot differ only in case.
        .addColumn('name_key', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('offset_x', sql.raw(real), (c) => c.notNull())
        .addColumn('offset_y', sql.raw(real), (c) => c.notNull())
        .addColumn('scale', sql.raw(real), (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('printer_profiles').execute();
    },
  };
}
