import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type PostgresPool,
  type PostgresCursor,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { foldCase, type DatabaseKind } from './dialect';
import { describeDatabaseError, isDatabaseUnavailable } from './outage';
import { initialSchema } from './migrations/0001_initial';
import { searchKeyMigration } from './migrations/0002_search_key';
import { searchIndexMigration } from './migrations/0003_search_index';
import { signInThrottleMigration } from './migrations/0004_sign_in_throttle';
import { complianceMigration } from './migrations/0005_compliance';
import { roundsMigration } from './migrations/0006_rounds';
import { usernameSkeletonMigration } from './migrations/0007_username_skeleton';
import { printerProfilesMigration } from './migrations/0008_printer_profiles';
import { labelCodesMigration } from './migrations/0009_label_codes';
import { apiTokensMigration } from './migrations/0010_api_tokens';
import { assetImportsMigration } from './migrations/0011_asset_imports';
import { searchTrigramsMigration } from './migrations/0012_search_trigrams';
import { sortIndexesMigration } from './migrations/0013_sort_indexes';
import { trigramIndexWithoutPendingListMigration } from './migrations/0014_trigram_index_without_pending_list';
import { receivedAtMigration } from './migrations/0015_received_at';
import { inspectionSourceMigration } from './migrations/0016_inspection_source';
import { sortKeysMigration } from './migrations/0017_sort_keys';
import { userLanguageMigration } from './migrations/0018_user_language';
import { assetTypesMigration } from './migrations/0019_asset_types';
import { locationsMigration } from './migrations/0020_locations';
import { dueItemsByAssetMigration } from './migrations/0021_due_items_by_asset';
import { defectsMigration } from './migrations/0022_defects';
import { statusIntervalsMigration } from './migrations/0023_status_intervals';
import { workOrdersMigration } from './migrations/0024_work_orders';
import type { Database } from './types';

export interface Db {
  kind: DatabaseKind;
  kysely: Kysely<Database>;
  /** The PostgreSQL schema when not the default one (tests give each file its own). */
  schema?: string;
  /** PostgreSQL: where to report an idle connection that dropped (default: one line on stderr). */
  onConnectionError?: (report: (error: Error) => void) => void;
}

// Timestamps are ISO text on both databases; keep pg from turning numeric counts into strings where it can.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** How long to wait for a new PostgreSQL connection, and for any one query's answer. */
const POOL_TIMEOUTS = { connectMs: 3_000, queryMs: 30_000 };

export function openDatabase(config: DatabaseConfig, timeouts = POOL_TIMEOUTS): Db {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') {
      // The file holds password hashes: this account's alone (SQLite gives its -wal and -shm the same mode).
      mkdirSync(path.dirname(config.file), { recursive: true, mode: 0o700 });
      closeSync(openSync(config.file, 'a', 0o600));
    }
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // SQLite's own lower() folds ASCII only; search must fold 'Æ' and 'Ø' as PostgreSQL does.
    sqlite.function('lower', { deterministic: true }, (value: unknown) =>
      typeof value === 'string' ? foldCase(value) : value,
    );
    return {
      kind: 'sqlite',
      kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // A silent network (no refusal, no answer) fails a request in bounded time instead of hanging it.
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  let reportConnectionError = (error: Error) => {
    process.stderr.write(`database connection lost: ${describeDatabaseError(error).message}\n`);
  };
  // A connection that drops emits 'error' on its client, and on the pool if it was idle. Unheard, either
  // ends the process. The query it was running fails on its own, and pg discards the dead client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', (error) => reportConnectionError(error));
  return {
    kind: 'postgres',
    kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingBrokenClients(pool) }) }),
    onConnectionError: (report) => {
      reportConnectionError = report;
    },
    ...(config.schema ? { schema: config.schema } : {}),
  };
}

/**
 * pg returns a client to the pool after a query timed out, with that query still waiting for an answer
 * that may never come: every later query on it would wait behind it. Such a client, and one whose
 * connection failed, is thrown away on release instead.
 */
function discardingBrokenClients(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let broken = false;
      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query(sql: unknown, parameters: ReadonlyArray<unknown> = []): unknown {
        // Kysely passes a cursor only when the dialect is given one, and ours is not.
        if (typeof sql !== 'string') throw new Error('Query cursors are not configured');
        return client.query(sql, [...parameters]).catch((error: unknown) => {
          broken ||= isDatabaseUnavailable(error);
          throw error;
        });
      }
      return { query, release: (destroy?: boolean) => client.release(destroy === true || broken) };
    },
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
    '0004_sign_in_throttle': signInThrottleMigration(),
    '0005_compliance': complianceMigration(kind),
    '0006_rounds': roundsMigration(kind),
    '0007_username_skeleton': usernameSkeletonMigration(),
    '0008_printer_profiles': printerProfilesMigration(kind),
    '0009_label_codes': labelCodesMigration(),
    '0010_api_tokens': apiTokensMigration(kind),
    '0011_asset_imports': assetImportsMigration(),
    '0012_search_trigrams': searchTrigramsMigration(kind),
    '0013_sort_indexes': sortIndexesMigration(),
    '0014_trigram_index_without_pending_list': trigramIndexWithoutPendingListMigration(kind),
    '0015_received_at': receivedAtMigration(),
    '0016_inspection_source': inspectionSourceMigration(),
    '0017_sort_keys': sortKeysMigration(kind),
    '0018_user_language': userLanguageMigration(),
    '0019_asset_types': assetTypesMigration(),
    '0020_locations': locationsMigration(kind),
    '0021_due_items_by_asset': dueItemsByAssetMigration(),
    '0022_defects': defectsMigration(kind),
    '0023_status_intervals': statusIntervalsMigration(),
    '0024_work_orders': workOrdersMigration(kind),
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
    throw new Error(
      failed ? `Database migration ${failed.migrationName} failed` : 'Database migrations failed',
      {
        cause: error,
      },
    );
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
