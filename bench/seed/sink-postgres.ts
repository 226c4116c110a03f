/**
 * The PostgreSQL bulk writer: COPY, one per batch; constraints, indexes and triggers set aside for the
 * load and made again from the catalog's own definitions afterwards, in the order pg_dump restores them.
 */
import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Cell, Sink } from './sink';

interface Deferred {
  drop: string;
  create: string;
}
interface DeferredConstraint extends Deferred {
  foreign: boolean;
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
const copyText = (rows: readonly Cell[][]) => rows.map((row) => `${row.map(copyCell).join('\t')}\n`).join('');

const SCHEMA = `(select oid from pg_namespace where nspname = current_schema())`;
/** Foreign keys first to drop and last to make, as they need the keys they reference. */
const CONSTRAINTS = `select format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop,
    format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as create,
    contype = 'f' as "foreign"
  from pg_constraint where connamespace = ${SCHEMA} and contype in ('p', 'u', 'f')
  order by "foreign" desc, oid`;
const INDEXES = `select format('drop index %s', i.indexrelid::regclass) as drop, pg_get_indexdef(i.indexrelid) as create
  from pg_index i join pg_class t on t.oid = i.indrelid
  where t.relnamespace = ${SCHEMA} and not exists
    (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
  order by i.indexrelid`;
const TRIGGERS = `select distinct format('alter table %s disable trigger user', t.tgrelid::regclass) as drop,
    format('alter table %s enable trigger user', t.tgrelid::regclass) as create
  from pg_trigger t join pg_class c on c.oid = t.tgrelid
  where c.relnamespace = ${SCHEMA} and not t.tgisinternal`;

export function postgresSink(url: string): Sink {
  // Session settings only: a lost commit is a seed run again, and index builds sort in memory.
  const client = new pg.Client({
    connectionString: url,
    options: '-c synchronous_commit=off -c maintenance_work_mem=1GB',
  });
  const connected = client.connect();
  // One COPY at a time in flight: the server writes a batch while the generator makes the next.
  let writing: Promise<unknown> = Promise.resolve();
  let constraints: DeferredConstraint[] = [];
  let indexes: Deferred[] = [];
  let triggers: Deferred[] = [];
  const query = async <R extends pg.QueryResultRow>(text: string) => {
    await connected;
    return (await client.query<R>(text)).rows;
  };
  return {
    async isEmpty() {
      const [row] = await query<{ n: number }>(
        'select ((select count(*) from users) + (select count(*) from assets))::integer as n',
      );
      return row?.n === 0;
    },
    async deferIndexes() {
      constraints = await query<DeferredConstraint>(CONSTRAINTS);
      indexes = await query<Deferred>(INDEXES);
      triggers = await query<Deferred>(TRIGGERS);
      await query(
        ['begin', ...[...constraints, ...indexes, ...triggers].map((d) => d.drop), 'commit'].join(';\n'),
      );
    },
    async insert(table, columns, rows) {
      await writing;
      if (rows.length === 0) return;
      const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
      stream.end(copyText(rows));
      writing = once(stream, 'finish');
      // Seen by the next insert or restoreIndexes(); until then, not an unhandled rejection.
      writing.catch(() => undefined);
    },
    async restoreIndexes() {
      await writing;
      const keys = constraints.filter((c) => !c.foreign);
      const foreign = constraints.filter((c) => c.foreign);
      for (const { create } of [...keys, ...indexes, ...foreign, ...triggers]) await query(create);
    },
    async analyze() {
      await query('vacuum analyze');
    },
    async close() {
      await client.end();
    },
  };
}
