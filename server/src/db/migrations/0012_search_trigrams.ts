import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../dialect';

// Kysely<any>: a migration is written against the schema as it was then, not today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Search reads only what matches: a trigram index over the search key (already lower-cased by the
 * repository, so the index compares folded text as LIKE did), kept in step by the database itself.
 * SQLite: an FTS5 table over assets.search_key (external content, keyed by the asset's rowid), written by
 * triggers on every insert, update and delete, whichever code path makes them. PostgreSQL: pg_trgm's GIN
 * index, which the planner uses for `search_key like '%…%'` directly (docs/BENCHMARKS.md).
 */
export function searchTrigramsMigration(kind: DatabaseKind) {
  if (kind === 'sqlite') {
    return {
      async up(db: Kysely<any>): Promise<void> {
        // case_sensitive 1: the key and the searched text are folded by JavaScript, which folds Ø and Å.
        await sql`create virtual table assets_fts using fts5(search_key, content='assets',
          content_rowid='rowid', tokenize='trigram case_sensitive 1')`.execute(db);
        await sql`create trigger assets_fts_insert after insert on assets begin
          insert into assets_fts(rowid, search_key) values (new.rowid, new.search_key); end`.execute(db);
        await sql`create trigger assets_fts_delete after delete on assets begin
          insert into assets_fts(assets_fts, rowid, search_key) values ('delete', old.rowid, old.search_key); end`.execute(
          db,
        );
        await sql`create trigger assets_fts_update after update of search_key on assets begin
          insert into assets_fts(assets_fts, rowid, search_key) values ('delete', old.rowid, old.search_key);
          insert into assets_fts(rowid, search_key) values (new.rowid, new.search_key); end`.execute(db);
        await sql`insert into assets_fts(assets_fts) values ('rebuild')`.execute(db);
      },
      async down(db: Kysely<any>): Promise<void> {
        for (const trigger of ['assets_fts_insert', 'assets_fts_delete', 'assets_fts_update']) {
          await sql`drop trigger ${sql.id(trigger)}`.execute(db);
        }
        await sql`drop table assets_fts`.execute(db);
      },
    };
  }
  return {
    async up(db: Kysely<any>): Promise<void> {
      // Trusted since PostgreSQL 13: a database owner may create it. It is database-wide, so it goes to
      // public where it is new, and is used from whichever schema holds it (tests give each file a schema).
      await sql`create extension if not exists pg_trgm schema public`.execute(db);
      const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
      const schema = rows[0]?.schema ?? 'public';
      await sql`create index assets_search_trgm_idx on assets
        using gin (search_key ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      // The extension stays: other schemas of the database may use it.
      await db.schema.dropIndex('assets_search_trgm_idx').execute();
    },
  };
}
