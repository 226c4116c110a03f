/**
 * Fills a database for the benchmarks: the product's migrations make the schema, then the rows load as a
 * dump restores (indexes and triggers after the rows, see sink.ts), and the seconds of each phase print:
 *   npm run bench:seed -- --assets 100000 --users 2000 --activities 1000000 [--reset]
 * DATABASE_URL picks the target (sqlite:<file> or postgres://...); default sqlite:bench/data/bench.db.
 * ORGANISATION_LOCALE, as the server will be given it (default en), is the sort keys' collation.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { parseDatabaseUrl } from '../../server/src/config';
import { migrateToLatest, openDatabase } from '../../server/src/db/database';
import { generate } from './generate';
import { createPhases } from './phases';
import { openSink } from './sink';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DATABASE_URL = `sqlite:${path.join(benchDir, 'data', 'bench.db')}`;

const { values } = parseArgs({
  options: {
    assets: { type: 'string', default: '100000' },
    users: { type: 'string', default: '2000' },
    activities: { type: 'string', default: '1000000' },
    reset: { type: 'boolean', default: false },
  },
});
const count = (name: string, value: string | undefined, min: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer of at least ${min}`);
  return n;
};
const counts = {
  assets: count('assets', values.assets, 1),
  users: count('users', values.users, 1),
  activities: count('activities', values.activities, 0),
};

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const config = parseDatabaseUrl(url);
const phases = createPhases();

if (values.reset && config.kind === 'sqlite') {
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(config.file + suffix)) rmSync(config.file + suffix);
}
const db = openDatabase(config);
if (values.reset && config.kind === 'postgres') {
  // Every table and function of the schema, whichever migration made it; the extensions' own stay.
  await sql`do $$ declare r record; begin
    for r in select tablename from pg_tables where schemaname = current_schema() loop
      execute format('drop table if exists %I cascade', r.tablename);
    end loop;
    for r in select p.oid::regprocedure as f from pg_proc p
      where p.pronamespace = current_schema()::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') loop
      execute format('drop function if exists %s cascade', r.f);
    end loop;
  end $$`.execute(db.kysely);
}
await migrateToLatest(db);
await db.kysely.destroy();
phases.done('migrate', config.kind === 'sqlite' ? config.file : url.replace(/\/\/[^@/]*@/, '//'));

const sink = openSink(config);
try {
  if (!(await sink.isEmpty()))
    throw new Error('The database already holds users or assets: pass --reset to start over');
  await sink.deferIndexes();
  await generate(
    sink,
    counts,
    phases,
    Intl.getCanonicalLocales(process.env.ORGANISATION_LOCALE || 'en')[0] ?? 'en',
  );
  await sink.restoreIndexes();
  phases.done('indexes and triggers');
  await sink.analyze();
  if (config.kind === 'postgres') phases.done('vacuum analyze');
} finally {
  await sink.close();
}
phases.done('close');
console.log(phases.table());
