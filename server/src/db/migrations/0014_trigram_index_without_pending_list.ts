import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../dialect';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * PostgreSQL's GIN index takes new entries into a pending list that every search reads in full until a
 * vacuum merges it. After a few thousand asset edits the list held 484 pages, and a search with no match
 * went from 1 ms to 7 ms (docs/BENCHMARKS.md). Without it, each write updates the index itself: a little
 * slower per write, and a search costs the same between vacuums. The list already pending is merged now.
 * SQLite's FTS5 table has no such list: nothing to do there.
 */
export function trigramIndexWithoutPendingListMigration(kind: DatabaseKind) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      if (kind !== 'postgres') return;
      await sql`alter index assets_search_trgm_idx set (fastupdate = off)`.execute(db);
      await sql`select gin_clean_pending_list('assets_search_trgm_idx'::regclass)`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      if (kind !== 'postgres') return;
      await sql`alter index assets_search_trgm_idx reset (fastupdate)`.execute(db);
    },
  };
}
