/**
 * Fills a database for the benchmarks through the product's migrations and bulk SQL:
 *   npm run bench:seed -- --assets 100000 --users 2000 --activities 1000000 [--reset]
 * DATABASE_URL picks the target (sqlite:<file> or postgres://...); default sqlite:bench/data/bench.db.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { parseDatabaseUrl } from '../../server/src/config';
import { migrateToLatest, openDatabase } from '../../server/src/db/database';
import { generate } from './generate';
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
const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

if (values.reset && config.kind === 'sqlite') {
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(config.file + suffix)) rmSync(config.file + suffix);
}
const db = openDatabase(config);
if (values.reset && config.kind === 'postgres') {
  for (const table of [
    'due_items',
    'inspections',
    'documents',
    'plan_assets',
    'plan_types',
    'inspection_plans',
    'digest_runs',
    'idempotency_keys',
    'activities',
    'assets',
    'files',
    'users',
    'kysely_migration',
    'kysely_migration_lock',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db.kysely);
  }
}
await migrateToLatest(db);
await db.kysely.destroy();
log(`migrated ${config.kind === 'sqlite' ? config.file : url.replace(/\/\/[^@/]*@/, '//')}`);

const sink = openSink(config);
try {
  if (!(await sink.isEmpty()))
    throw new Error('The database already holds users or assets: pass --reset to start over');
  await generate(sink, counts, log);
  await sink.analyze();
  log('done');
} finally {
  await sink.close();
}
