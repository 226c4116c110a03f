import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { DatabaseKind } from './dialect';
import { initialSchema } from './migrations/0001_initial';
import { searchKeyMigration } from './migrations/0002_search_key';
import { searchIndexMigration } from './migrations/0003_search_index';
import type { Database } from './types';

export interface Db {
  kind: DatabaseKind;
  kysely: Kysely<Database>;
  /** The PostgreSQL schema when not the default one (tests give each file its own). */
  schema?: string;
}

// Timestamps are ISO text on both databases; keep pg from turning numeric counts into strings where it can.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // SQLite's own lower() folds ASCII only; search must fold 'Æ' and 'Ø' as PostgreSQL does.
    sqlite.function('lower', { deterministic: true }, (value: unknown) =>
      typeof value === 'string' ? value.toLowerCase() : value,
    );
    return {
      kind: 'sqlite',
      kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  return {
    kind: 'postgres',
    kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    ...(config.schema ? { schema: config.schema } : {}),
  };
}

/**
 * Kysely prepares every query afresh; preparing cost a fifth of the CPU of GET /api/assets/:id
 * (docs/BENCHMARKS.md). The server's queries are a small fixed set of SQL texts, so keep them prepared.
 */
function withStatementCache(sqlite: SQLite.Database, maxEntries = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): SQLite.Statement {
      const hit = cache.get(text);
      // A statement still being iterated (a streamed query) cannot run twice at once: prepare another.
      if (hit && !hit.busy) return hit;
      const statement = sqlite.prepare(text);
      if (!hit) {
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? '');
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

/** Ordered, append-only: never edit a released migration, add the next one. */
function migrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    '0001_initial': initialSchema(kind),
    '0002_search_key': searchKeyMigration(),
    '0003_search_index': searchIndexMigration(),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: () => Promise.resolve(migrations(db.kind)) },
    // Kysely looks for its own tables across every schema unless told which one is ours.
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
