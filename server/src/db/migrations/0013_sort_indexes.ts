import type { Kysely } from 'kysely';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The list's sort columns besides created_at (0002), each with the id that breaks its ties. */
const SORTED = [
  ['name', null],
  ['type', 'assets_type_idx'],
  ['location', 'assets_location_idx'],
  ['status', 'assets_status_idx'],
  ['updated_at', 'assets_updated_at_idx'],
] as const;

/**
 * Deep pages in constant work per row skipped: an index on (column, id) serves each order of the list and
 * holds all a page's id lookup reads, so page 5,000 skips 49,990 index entries instead of 49,990 rows
 * (docs/BENCHMARKS.md). Each replaces the single-column index, which it serves as well for the filters.
 */
export function sortIndexesMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const [column, replaced] of SORTED) {
        await db.schema.createIndex(`assets_${column}_id_idx`).on('assets').columns([column, 'id']).execute();
        if (replaced) await db.schema.dropIndex(replaced).execute();
      }
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const [column, replaced] of SORTED) {
        if (replaced) await db.schema.createIndex(replaced).on('assets').column(column).execute();
        await db.schema.dropIndex(`assets_${column}_id_idx`).execute();
      }
    },
  };
}
