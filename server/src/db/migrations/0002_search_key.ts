import { sql, type Kysely } from 'kysely';

// The separator dialect.ts's searchKey() joined the fields with when this migration was written.
const SEARCH_KEY_SEPARATOR = '\u001f';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Search at 100,000 assets: a maintained lower-cased copy of name, type and location, so a search runs
 * the database's own LIKE on one column instead of a JavaScript lower() on four (docs/BENCHMARKS.md);
 * and an index for the list's default order, newest first.
 */
export function searchKeyMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('assets')
        .addColumn('search_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      // lower() folds Unicode on both databases here (SQLite's is replaced on every connection).
      await sql`update assets set search_key =
        lower(name) || ${SEARCH_KEY_SEPARATOR} || lower(type) || ${SEARCH_KEY_SEPARATOR} || lower(location)`.execute(
        db,
      );
      await db.schema
        .createIndex('assets_created_at_idx')
        .on('assets')
        .columns(['created_at', 'id'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('assets_created_at_idx').execute();
      await db.schema.alterTable('assets').dropColumn('search_key').execute();
    },
  };
}
