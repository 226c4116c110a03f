/** The SQLite bulk writer: prepared statements, one transaction per batch, indexes and triggers after the rows. */
import SQLite from 'better-sqlite3';
import { cells, type Sink } from './sink';

interface Deferred {
  type: 'index' | 'trigger';
  name: string;
  sql: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function sqliteSink(file: string): Sink {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // A bulk load that fails is simply run again: no need to sync every page.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const statements = new Map<string, SQLite.Statement>();
  let deferred: Deferred[] = [];
  return {
    async isEmpty() {
      const row = db
        .prepare('select (select count(*) from users) + (select count(*) from assets) as n')
        .get() as { n: number };
      return row.n === 0;
    },
    async deferIndexes() {
      // Indexes without SQL back primary keys and unique constraints: they stay, as they are part of the table.
      deferred = db
        .prepare(
          `select type, name, sql from sqlite_master
           where type in ('index', 'trigger') and sql is not null order by rowid`,
        )
        .all() as Deferred[];
      db.transaction(() => {
        for (const { type, name } of deferred) db.exec(`drop ${type} ${quote(name)}`);
      })();
    },
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0] ?? {});
      const key = `${table}:${columns.join(',')}`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
        );
        statements.set(key, statement);
      }
      const run = statement;
      db.transaction(() => {
        for (const row of rows) run.run(cells(row));
      })();
    },
    async loaded() {
      // One connection writes at a time: building an index now or at the end costs the same.
    },
    async restoreIndexes() {
      // An external-content FTS5 table holds only what its triggers wrote: rebuild it from its table, as
      // the migration that created it did.
      const searchTables = db
        .prepare(
          `select name from sqlite_master where type = 'table' and sql like 'create virtual table % using fts5%'`,
        )
        .pluck()
        .all() as string[];
      db.transaction(() => {
        for (const table of searchTables)
          db.exec(`insert into ${quote(table)}(${quote(table)}) values ('rebuild')`);
        for (const { sql } of deferred) db.exec(sql);
      })();
      deferred = [];
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
