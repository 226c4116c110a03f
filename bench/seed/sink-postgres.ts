/**
 * The PostgreSQL bulk writer: COPY, one per batch; constraints, indexes and triggers set aside for the
 * load and made again from the catalog's own definitions afterwards, in the order pg_dump restores them.
 */
import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { cells, type Cell, type Sink } from './sink';

/** Keys before indexes (nothing depends on either), foreign keys once the keys they reference exist. */
type Step = 'key' | 'index' | 'foreign' | 'trigger';
interface Deferred {
  step: Step;
  table: string;
  drop: string;
  create: string;
}

/** COPY's text format: tab-separated, \N for NULL, backslash escapes for the separators themselves. */
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const SPECIAL = /[\\\t\n\r]/g;
const copyCell = (cell: Cell): string =>
  cell === null
    ? '\\N'
    : typeof cell === 'number'
      ? String(cell)
      : cell.replace(SPECIAL, (c) => ESCAPES[c] ?? c);
const copyText = (rows: readonly object[]) =>
  rows.map((row) => `${cells(row).map(copyCell).join('\t')}\n`).join('');

const SCHEMA = `(select oid from pg_namespace where nspname = current_schema())`;
const DEFERRED = `
  select case contype when 'f' then 'foreign' else 'key' end as step, t.relname as table,
    format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop,
    format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(c.oid)) as create
  from pg_constraint c join pg_class t on t.oid = c.conrelid
  where c.connamespace = ${SCHEMA} and contype in ('p', 'u', 'f')
  union all
  select 'index', t.relname, format('drop index %s', i.indexrelid::regclass), pg_get_indexdef(i.indexrelid)
  from pg_index i join pg_class t on t.oid = i.indrelid
  where t.relnamespace = ${SCHEMA} and not exists
    (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
  union all
  select distinct 'trigger', t.relname, format('alter table %s disable trigger user', g.tgrelid::regclass),
    format('alter table %s enable trigger user', g.tgrelid::regclass)
  from pg_trigger g join pg_class t on t.oid = g.tgrelid
  where t.relnamespace = ${SCHEMA} and not g.tgisinternal`;
const DROP_ORDER: readonly Step[] = ['foreign', 'key', 'index', 'trigger'];

export function postgresSink(url: string): Sink {
  const connect = async () => {
    // Session settings only: a lost commit is a seed run again, and index builds sort in memory.
    const client = new pg.Client({
      connectionString: url,
      options: '-c synchronous_commit=off -c maintenance_work_mem=1GB',
    });
    await client.connect();
    return client;
  };
  const loader = connect();
  // Builds a loaded table's indexes while the loader writes the next tables: two cores, both busy.
  const builder = connect();
  // Neither is awaited before the first query; a failed connection is reported there, not as unhandled.
  for (const client of [loader, builder]) client.catch(() => undefined);
  let deferred: Deferred[] = [];
  // One COPY at a time in flight: the server writes a batch while the generator makes the next.
  let writing: Promise<unknown> = Promise.resolve();
  const queue: string[] = [];
  let building: Promise<void> = Promise.resolve();
  const drain = async (client: pg.Client) => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await client.query(next);
  };
  /** Moves the keys and indexes of the tables (all when none are named) to the build queue. */
  const enqueue = (tables?: readonly string[]) => {
    const ready = (d: Deferred) =>
      (d.step === 'key' || d.step === 'index') && (!tables || tables.includes(d.table));
    for (const step of ['key', 'index'])
      queue.push(...deferred.filter((d) => d.step === step && ready(d)).map((d) => d.create));
    deferred = deferred.filter((d) => !ready(d));
    building = building.then(async () => drain(await builder));
    // Awaited by restoreIndexes(); until then, a failure is not an unhandled rejection.
    building.catch(() => undefined);
  };
  return {
    async isEmpty() {
      const { rows } = await (
        await loader
      ).query<{ n: number }>(
        'select ((select count(*) from users) + (select count(*) from assets))::integer as n',
      );
      return rows[0]?.n === 0;
    },
    async deferIndexes() {
      const client = await loader;
      deferred = (await client.query<Deferred>(DEFERRED)).rows;
      const drops = DROP_ORDER.flatMap((step) => deferred.filter((d) => d.step === step).map((d) => d.drop));
      await client.query(['begin', ...drops, 'commit'].join(';\n'));
    },
    async insert(table, rows) {
      await writing;
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0] ?? {});
      const stream = (await loader).query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
      stream.end(copyText(rows));
      writing = once(stream, 'finish');
      // Seen by the next insert or restoreIndexes(); until then, not an unhandled rejection.
      writing.catch(() => undefined);
    },
    async loaded(tables) {
      await writing;
      enqueue(tables);
    },
    async restoreIndexes() {
      await writing;
      enqueue();
      const client = await loader;
      await Promise.all([building, drain(client)]);
      for (const step of ['foreign', 'trigger'])
        for (const d of deferred.filter((d) => d.step === step)) await client.query(d.create);
      deferred = [];
    },
    async analyze() {
      await (await loader).query('vacuum analyze');
    },
    async close() {
      await Promise.all([loader, builder].map(async (client) => (await client).end()));
    },
  };
}
