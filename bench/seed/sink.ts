/** Bulk writers: prepared statements in one transaction on SQLite, unnest() batches on PostgreSQL. */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../../server/src/config';

export type Cell = string | number | null;
export interface Column {
  name: string;
  /** PostgreSQL array element type for unnest(). */
  pgType: 'text' | 'integer';
}

export interface Sink {
  insert(table: string, columns: readonly Column[], rows: readonly Cell[][]): Promise<void>;
  isEmpty(): Promise<boolean>;
  /** Refreshes planner statistics, as PostgreSQL's autovacuum would after a bulk load. */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

export function openSink(config: DatabaseConfig): Sink {
  return config.kind === 'sqlite' ? sqliteSink(config.file) : postgresSink(config.url);
}

function sqliteSink(file: string): Sink {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // A bulk load that fails is simply run again: no need to sync every page.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const statements = new Map<string, SQLite.Statement>();
  return {
    async insert(table, columns, rows) {
      const key = `${table}:${columns.map((c) => c.name).join(',')}`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(
          `insert into ${table} (${columns.map((c) => c.name).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
        );
        statements.set(key, statement);
      }
      const run = statement;
      db.transaction(() => {
        for (const row of rows) run.run(row);
      })();
    },
    async isEmpty() {
      const row = db
        .prepare('select (select count(*) from users) + (select count(*) from assets) as n')
        .get() as { n: number };
      return row.n === 0;
    },
    async analyze() {
      // Deliberately nothing: the server does not run ANALYZE on SQLite, so the bench must not either.
    },
    async close() {
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

function postgresSink(url: string): Sink {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    async insert(table, columns, rows) {
      const arrays = columns.map((_, i) => rows.map((row) => row[i] ?? null));
      const unnest = columns.map((c, i) => `$${i + 1}::${c.pgType}[]`).join(', ');
      await pool.query(
        `insert into ${table} (${columns.map((c) => c.name).join(', ')}) select * from unnest(${unnest})`,
        arrays,
      );
    },
    async isEmpty() {
      const result = await pool.query<{ n: number }>(
        'select ((select count(*) from users) + (select count(*) from assets))::integer as n',
      );
      return result.rows[0]?.n === 0;
    },
    async analyze() {
      await pool.query('vacuum analyze');
    },
    async close() {
      await pool.end();
    },
  };
}
