/** Reads the database behind a stopped (or killed) server: what the activity log holds, and whether it is sound. */
import SQLite from 'better-sqlite3';
import { withClient } from '../../support/postgres';
import type { Stack } from './stack';

/** The scan locations of every 'scanned' activity row. */
export async function scannedLocations(stack: Stack): Promise<Set<string>> {
  const query = `select scan_location from activities where action = 'scanned'`;
  if (stack.kind === 'sqlite') {
    const db = new SQLite(stack.sqliteFile, { readonly: true });
    try {
      const rows = db.prepare<[], { scan_location: string }>(query).all();
      return new Set(rows.map((row) => row.scan_location));
    } finally {
      db.close();
    }
  }
  const rows = await withClient(stack.databaseUrl!, (client) =>
    client.query<{ scan_location: string }>(query),
  );
  return new Set(rows.rows.map((row) => row.scan_location));
}

/** Rows whose foreign key points at nothing, per relation (the schema's own foreign keys). */
const DANGLING = {
  'assets.assigned_to': `select count(*) as n from assets a where a.assigned_to is not null
    and not exists (select 1 from users u where u.id = a.assigned_to)`,
  'assets.image_file': `select count(*) as n from assets a where a.image_file is not null
    and not exists (select 1 from files f where f.name = a.image_file)`,
  'assets.thumb_file': `select count(*) as n from assets a where a.thumb_file is not null
    and not exists (select 1 from files f where f.name = a.thumb_file)`,
};

export interface IntegrityReport {
  /** Problems found; empty when the database is sound. */
  problems: string[];
  /** What was checked, for the test's printed line. */
  checked: string;
}

export async function checkIntegrity(stack: Stack): Promise<IntegrityReport> {
  return stack.kind === 'sqlite' ? checkSqlite(stack.sqliteFile) : checkPostgres(stack.databaseUrl!);
}

function checkSqlite(file: string): IntegrityReport {
  const db = new SQLite(file, { readonly: true });
  try {
    const problems: string[] = [];
    const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const messages = integrity.map((row) => row.integrity_check);
    if (messages.join() !== 'ok') problems.push(`integrity_check: ${messages.join('; ')}`);
    const foreign = db.pragma('foreign_key_check') as unknown[];
    if (foreign.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreign)}`);
    for (const [relation, query] of Object.entries(DANGLING)) {
      const { n } = db.prepare<[], { n: number }>(query).get()!;
      if (n > 0) problems.push(`${relation}: ${n} dangling`);
    }
    return { problems, checked: 'integrity_check, foreign_key_check' };
  } finally {
    db.close();
  }
}

async function checkPostgres(url: string): Promise<IntegrityReport> {
  return withClient(url, async (client) => {
    const problems: string[] = [];
    let amcheck = true;
    try {
      await client.query('create extension if not exists amcheck');
    } catch {
      amcheck = false;
    }
    let indexes = 0;
    if (amcheck) {
      const { rows } = await client.query<{ index: string }>(`
        select c.oid::regclass::text as index
        from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_class t on t.oid = i.indrelid
        join pg_am am on am.oid = c.relam
        where am.amname = 'btree' and t.relnamespace = 'public'::regnamespace
          and t.relname in ('users', 'files', 'assets', 'activities')`);
      for (const { index } of rows) {
        try {
          await client.query('select bt_index_check($1::regclass, true)', [index]);
          indexes++;
        } catch (error) {
          problems.push(
            `bt_index_check(${index}): ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
    for (const [relation, query] of Object.entries(DANGLING)) {
      const { rows } = await client.query<{ n: string }>(query);
      if (Number(rows[0]!.n) > 0) problems.push(`${relation}: ${rows[0]!.n} dangling`);
    }
    const checked = amcheck
      ? `amcheck bt_index_check on ${indexes} indexes, foreign keys`
      : 'foreign keys (amcheck is not installed)';
    return { problems, checked };
  });
}
