/**
 * The stored sort keys follow ORGANISATION_LOCALE: at start-up, keys made with another collation (or none
 * yet, after migration 0017) are made again, every row, in one transaction, before any request is served.
 */
import { sql, type Kysely } from 'kysely';
import { collationFingerprint, collationSortKey } from '../common/collation-sort-key';
import type { Db } from './database';
import type { DatabaseKind } from './dialect';
import type { Database } from './types';

/** The setting that names the collation the keys were made with: a loader writing keys itself writes it too. */
export const sortKeysSetting = (locale: string) => ({
  name: 'sort_keys',
  value: collationFingerprint(locale),
});

/** Each table's key columns, and each sorted text column with its key column. */
const KEYED = [
  {
    table: 'assets',
    primaryKey: ['id'],
    texts: [
      ['name', 'name_sort'],
      ['type', 'type_sort'],
      ['location', 'location_sort'],
    ],
  },
  { table: 'users', primaryKey: ['id'], texts: [['username', 'username_sort']] },
  {
    table: 'round_items',
    primaryKey: ['round_id', 'asset_id'],
    texts: [
      ['asset_name', 'asset_name_sort'],
      ['asset_location', 'asset_location_sort'],
    ],
  },
] as const;

const PAGE = 1000;

type Row = Record<string, string>;

/** Makes every sort key again if they were made with another collation; answers whether it did. */
export async function refreshSortKeys(
  { kysely, kind }: Pick<Db, 'kysely' | 'kind'>,
  locale: string,
): Promise<boolean> {
  const setting = sortKeysSetting(locale);
  return kysely.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('settings')
      .select('value')
      .where('name', '=', setting.name)
      .executeTakeFirst();
    if (stored?.value === setting.value) return false;
    // The indexes on keys are set aside and built again from their own definitions, as a restore does:
    // 100,000 assets took 17 s with them in place, 4 s so (SQLite, docs/BENCHMARKS.md).
    const indexes = await keyIndexes(trx, kind);
    for (const { name } of indexes) await sql`drop index ${sql.id(name)}`.execute(trx);
    for (const keyed of KEYED) await rekeyTable(trx, keyed, locale);
    for (const { definition } of indexes) await sql.raw(definition).execute(trx);
    // Two instances starting together may both get here: the later one's value is the same.
    await trx
      .insertInto('settings')
      .values(setting)
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: setting.value }))
      .execute();
    return true;
  });
}

/** Every index on a key column, with the statement that makes it, as the database itself writes it. */
async function keyIndexes(db: Kysely<Database>, kind: DatabaseKind) {
  const keyColumns = KEYED.flatMap(({ texts }) => texts.map(([, key]) => key));
  const { rows } =
    kind === 'sqlite'
      ? await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master
          where type = 'index' and sql is not null`.execute(db)
      : await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition
          from pg_indexes where schemaname = current_schema()`.execute(db);
  return rows.filter(({ definition }) =>
    keyColumns.some((column) => new RegExp(`\\b${column}\\b`).test(definition)),
  );
}

/** Reads a table a page at a time in primary-key order and writes each page's keys in one statement. */
async function rekeyTable(db: Kysely<Database>, keyed: (typeof KEYED)[number], locale: string) {
  const { table, primaryKey, texts } = keyed;
  const keyColumns = sql.join(primaryKey.map((column) => sql.ref(column)));
  const textColumns = sql.join(texts.map(([text]) => sql.ref(text)));
  let after: Row | undefined;
  for (;;) {
    const past = after
      ? sql`where (${keyColumns}) > (${sql.join(primaryKey.map((column) => after?.[column] ?? ''))})`
      : sql``;
    const { rows } = await sql<Row>`select ${keyColumns}, ${textColumns} from ${sql.table(table)} ${past}
      order by ${keyColumns} limit ${PAGE}`.execute(db);
    if (rows.length === 0) return;
    const values = rows.map(
      (row) =>
        sql`(${sql.join([
          ...primaryKey.map((column) => row[column] ?? ''),
          ...texts.map(([text]) => collationSortKey(row[text] ?? '', locale)),
        ])})`,
    );
    const names = [...primaryKey, ...texts.map(([, key]) => key)].map((name) => sql.id(name));
    await sql`with keyed (${sql.join(names)}) as (values ${sql.join(values)})
      update ${sql.table(table)} set ${sql.join(texts.map(([, key]) => sql`${sql.id(key)} = keyed.${sql.id(key)}`))}
      from keyed where ${sql.join(
        primaryKey.map((column) => sql`${sql.table(table)}.${sql.id(column)} = keyed.${sql.id(column)}`),
        sql` and `,
      )}`.execute(db);
    if (rows.length < PAGE) return;
    after = rows.at(-1);
  }
}
