import type { Kysely } from 'kysely';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The CSV imports committed: who, when, what they did, and the digest of the file and its column mapping,
 * unique, so the same file imported twice (one after the other or at once) is applied once.
 */
export function assetImportsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('asset_imports')
        .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
        .addColumn('digest', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('username', 'varchar(50)', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('created', 'integer', (c) => c.notNull())
        .addColumn('updated', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('asset_imports').execute();
    },
  };
}
