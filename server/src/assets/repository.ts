import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely';
import type { AssetListQuery, ComplianceStatus } from '@harbour/contract';
import {
  countAll,
  type DatabaseKind,
  escapeClause,
  foldCase,
  likeContains,
  SEARCH_KEY_SEPARATOR,
  searchKey,
} from '../db/dialect';
import { prepared } from '../db/prepared';
import type { AssetsTable, Database, StatusCause } from '../db/types';
import { nowIso } from '../db/ids';
import { createStatusIntervals, type StatusChangeNote } from './status-intervals';
import { subtreeIds } from '../common/location-subtree';
import type { AssetRow } from '../common/asset-dto';
import { EMPTY_FIELD_INDEX, type FieldIndex } from '../common/asset-field-values';
import { collationSortKey } from '../common/collation-sort-key';
import { sql } from 'kysely';

/** The columns the repository derives from name, type, location and the field values. */
type DerivedKeys =
  | 'search_key'
  | 'name_sort'
  | 'type_sort'
  | 'location_sort'
  | 'fields'
  | 'fields_not_fitting'
  | 'field_search';
/** `fieldIndex`: its values of its type's fields, with what lists filter and search them by. */
type NewAssetRow = Omit<Insertable<AssetsTable>, DerivedKeys> & {
  fieldIndex?: FieldIndex;
  /** What its first status interval records as its cause; without it: `created`. */
  statusCause?: StatusCause;
};
/** A change of `status` is recorded as a status interval, at `statusAt` (see StatusChangeNote). */
type AssetChanges = Omit<Updateable<AssetsTable>, DerivedKeys> & StatusChangeNote;

/** A list filter on one choice or yes-no field: any of `values` (folded, as stored) matches. */
export interface FieldFilter {
  key: string;
  values: string[];
}
/** The list's query with its field filters read (the service reads them from `field.<key>` parameters). */
export type AssetListFilters = AssetListQuery & {
  fieldFilters?: FieldFilter[];
  /**
   * A location's id: the assets at it and anywhere below it. The service reads it from `location` or
   * `locationId`, which the repository does not read.
   */
  locationSubtree?: string;
};

const ASSET_COLUMNS = [
  'assets.id',
  'assets.name',
  'assets.type',
  'assets.location',
  'assets.status',
  'assets.assigned_to',
  'assets.date_assigned',
  'assets.image_file',
  'assets.thumb_file',
  'assets.created_at',
  'assets.updated_at',
  'assets.serial_number',
  'assets.manufacturer',
  'assets.model',
  'assets.manufactured_on',
  'assets.in_service_on',
  'assets.critical',
  'assets.notes',
  'assets.type_id',
  'assets.fields',
  'assets.fields_not_fitting',
  'assets.location_id',
  'assets.lat',
  'assets.lon',
  'assets.off_station_meters',
  'assets.off_station_accuracy',
  'assets.off_station_lat',
  'assets.off_station_lon',
  'assets.off_station_at',
  'assets.off_station_by',
] as const;

/** The asset's location's charted position, joined beside its holder. */
const LOCATION_POSITION = [
  'locations.charted_lat as location_lat',
  'locations.charted_lon as location_lon',
] as const;

/** Text sorts by its key in the organisation's collation (common/collation-sort-key.ts). */
const SORT_COLUMNS = {
  name: 'assets.name_sort',
  type: 'assets.type_sort',
  location: 'assets.location_sort',
  status: 'assets.status',
  lastUpdated: 'assets.updated_at',
  createdAt: 'assets.created_at',
} as const;

/** Up to this many matches, a search's page is sorted from the matches rather than found by the sort index. */
const SPARSE_MATCHES = 500;
/**
 * From this many assets in a location's subtree its page is found by walking the sort index. Reading and
 * sorting them costs about 2 µs each; a walk looks up every asset between two matches: for a berth's 650 of
 * 100,000 that was 9 ms against 1, for a port's 10,700 1 ms against 20 (docs/BENCHMARKS.md).
 */
const SUBTREE_WALK_MATCHES = 2_000;

/** A search's FTS5 matches read once (SQLite): their rowids as a JSON array, and the search's total. */
interface TrigramMatches {
  rowids: string;
  total: number;
}
/** How a search reads the trigram index: `walk` leaves the order to the sort index (many matches). */
interface TrigramUse {
  walk: boolean;
  matches?: TrigramMatches;
}

const selectWithAssignee = (db: Kysely<Database>) =>
  db
    .selectFrom('assets')
    .leftJoin('users', 'users.id', 'assets.assigned_to')
    .leftJoin('locations', 'locations.id', 'assets.location_id')
    .select(ASSET_COLUMNS)
    .select(['users.username as assignee_name', ...LOCATION_POSITION]);

// One asset by id is the most frequent read (details, scans, every edit): compiled once.
const assetById = prepared((db, id = '') => selectWithAssignee(db).where('assets.id', '=', id), 1);

/** The shortest search a trigram index can serve: shorter ones scan the covering index assets_search_idx. */
const TRIGRAM = 3;
/** A search of this many characters (three trigrams) or more reads its FTS5 matches once per request. */
const READ_MATCHES_ONCE = 5;

/** The search as one FTS5 phrase: matched as a substring of the key, every character literal. */
const ftsPhrase = (text: string) => `"${foldCase(text).replaceAll('"', '""')}"`;

const fieldColumns = (index: FieldIndex) => ({
  fields: JSON.stringify(index.values),
  fields_not_fitting: JSON.stringify(index.notFitting),
  field_search: index.search,
});

export function createAssetsRepository(db: Kysely<Database>, kind: DatabaseKind, locale: string) {
  const withAssignee = () => selectWithAssignee(db);
  const intervals = createStatusIntervals(db);

  const insertFilterValues = async (rows: { id: string; fieldIndex?: FieldIndex }[]) => {
    const values = rows.flatMap(({ id, fieldIndex }) =>
      (fieldIndex?.filters ?? []).map((filter) => ({ asset_id: id, ...filter })),
    );
    if (values.length > 0) await db.insertInto('asset_field_values').values(values).execute();
  };

  const insertMany = async (rows: NewAssetRow[]) => {
    if (rows.length === 0) return;
    await db
      .insertInto('assets')
      .values(
        rows.map(({ fieldIndex = EMPTY_FIELD_INDEX, statusCause: _cause, ...row }) => ({
          ...row,
          ...derivedKeys(row.name, row.type, row.location, fieldIndex.search),
          ...fieldColumns(fieldIndex),
        })),
      )
      .execute();
    await insertFilterValues(rows);
    await intervals.opened(
      rows.map((row) => ({
        id: row.id,
        status: row.status,
        at: row.created_at,
        cause: row.statusCause ?? 'created',
      })),
    );
  };
  /** What the repository keeps beside name, type and location: the search key and the sort keys. */
  const derivedKeys = (name: string, type: string, location: string, fieldSearch: string) => ({
    search_key: searchKey(name, type, location) + (fieldSearch && SEARCH_KEY_SEPARATOR + fieldSearch),
    name_sort: collationSortKey(name, locale),
    type_sort: collationSortKey(type, locale),
    location_sort: collationSortKey(location, locale),
  });

  /** A search a trigram index can serve: three characters or more, within one field. */
  const trigramServed = (text: string) =>
    !text.includes(SEARCH_KEY_SEPARATOR) && [...foldCase(text)].length >= TRIGRAM;
  /** Served by SQLite's FTS5 trigram table (0012). */
  const trigramSearch = (text: string) => kind === 'sqlite' && trigramServed(text);
  const ftsRowids = (text: string) =>
    sql`select rowid from assets_fts where assets_fts match ${ftsPhrase(text)}`;
  const holderIds = (text: string) =>
    sql`select id from users where username_key like ${likeContains(text)} ${escapeClause()}`;

  /**
   * The search key contains the search. PostgreSQL's planner serves the LIKE from the pg_trgm index itself.
   * On SQLite, FTS5's trigram phrase is the same substring match (case_sensitive 1 on folded text), read
   * from the index, or from `matches` when that read was already made. `walk` writes it so that no index
   * serves it (the unary +): the sort index then finds a page of many matches within a few rows, instead
   * of every match being read and sorted.
   */
  const searchKeyContains = (text: string, { walk, matches }: TrigramUse) => {
    if (!trigramSearch(text))
      return sql<boolean>`assets.search_key like ${likeContains(text)} ${escapeClause()}`;
    const rowids = matchedRowids(text, matches?.rowids);
    return walk ? sql<boolean>`+assets.rowid in (${rowids})` : sql<boolean>`assets.rowid in (${rowids})`;
  };

  /** The rowids FTS5 matches: read from its index, or from a read already made (a JSON array). */
  const matchedRowids = (text: string, readRowids?: string) =>
    readRowids === undefined ? ftsRowids(text) : sql`select value from json_each(${readRowids})`;
  /** The holder's assets the trigram matches leave out, counted on the holder index. */
  const heldOutside = (text: string, readRowids?: string) =>
    sql<number>`(select count(*) from assets where assigned_to in (${holderIds(text)})
      and rowid not in (${matchedRowids(text, readRowids)}))`;

  /**
   * The number of assets a bare search matches (no other filter), on SQLite's trigram table: its matches
   * plus the holder's assets it does not hold, both counted on indexes alone. Counting through the assets
   * table would look up every matching row: 36 ms for 12,000 matches (docs/BENCHMARKS.md).
   */
  const countTrigramSearch = async (text: string) => {
    const { rows } = await sql<{ n: number }>`select
      (select count(*) from assets_fts where assets_fts match ${ftsPhrase(text)}) + ${heldOutside(text)} as n`.execute(
      db,
    );
    return rows[0]?.n ?? 0;
  };

  /**
   * The same count from a bare search's matches read once, kept for the page: a phrase of three trigrams
   * or more intersects as many position lists, which the count and the page would each do again
   * (docs/BENCHMARKS.md). A shorter one is one or two lists, cheaper to read again than to pass around.
   */
  const readTrigramMatches = async (text: string): Promise<TrigramMatches | undefined> => {
    if ([...foldCase(text)].length < READ_MATCHES_ONCE) return undefined;
    const { rows } = await sql<{ rowids: string; n: number }>`select json_group_array(rowid) as rowids,
      count(*) as n from assets_fts where assets_fts match ${ftsPhrase(text)}`.execute(db);
    const rowids = rows[0]?.rowids ?? '[]';
    const { rows: held } = await sql<{ n: number }>`select ${heldOutside(text, rowids)} as n`.execute(db);
    return { rowids, total: (rows[0]?.n ?? 0) + (held[0]?.n ?? 0) };
  };

  const valuesMatching = (filter: FieldFilter) =>
    db
      .selectFrom('asset_field_values')
      .select('asset_field_values.asset_id')
      .where('asset_field_values.key', '=', filter.key)
      .where('asset_field_values.value', 'in', filter.values);

  /** The filters on the assets table alone: the count needs no join, the page joins only its rows. */
  const filtered = (query: AssetListFilters, today = '', trigramUse: TrigramUse = { walk: false }) => {
    let q = db.selectFrom('assets');
    const text = query.q;
    if (text) {
      const pattern = likeContains(text);
      const like = (column: 'assets.search_key' | 'users.username_key') =>
        sql<boolean>`${sql.ref(column)} like ${pattern} ${escapeClause()}`;
      const lowerLike = (column: 'assets.name' | 'assets.type' | 'assets.location') =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} ${escapeClause()}`;
      // A search containing the key's separator could match across two fields: search field by field.
      const fields = text.includes(SEARCH_KEY_SEPARATOR)
        ? (['assets.name', 'assets.type', 'assets.location'] as const).map(lowerLike)
        : [searchKeyContains(text, trigramUse)];
      q = q.where((eb) =>
        eb.or([
          ...fields,
          // username_key is the lower-cased username: matching users are found once, not once per asset.
          // PostgreSQL: `= any(array(…))` is an index condition, so the planner ORs it with the trigram
          // index; `in (subquery)` there is a hashed subplan that forces a scan of every row. A search too
          // short for trigrams scans every row anyway, and there the hashed subplan is the fast test (an
          // array of a few hundred holders is searched linearly per row: 0.7 s for 'ø').
          kind === 'postgres' && trigramServed(text)
            ? sql<boolean>`assets.assigned_to = any(array(${holderIds(text)}))`
            : eb(
                'assets.assigned_to',
                'in',
                eb.selectFrom('users').select('users.id').where(like('users.username_key')),
              ),
        ]),
      );
    }
    // A walk on SQLite reads the sort index: `+column` keeps the planner off the filter's own index, which
    // would read every row of the status (38,000) and sort them: 27 ms against 1.5 (docs/BENCHMARKS.md).
    const walkSqlite = trigramUse.walk && kind === 'sqlite';
    const equals = (column: 'assets.status' | 'assets.type' | 'assets.assigned_to', value: string) =>
      walkSqlite ? sql<boolean>`+${sql.ref(column)} = ${value}` : sql<boolean>`${sql.ref(column)} = ${value}`;
    if (query.status) q = q.where(equals('assets.status', query.status));
    if (query.type) q = q.where(equals('assets.type', query.type));
    if (query.locationSubtree) {
      const ids = subtreeIds(db, query.locationSubtree);
      q = q.where(
        walkSqlite
          ? sql<boolean>`+assets.location_id in (${ids})`
          : sql<boolean>`assets.location_id in (${ids})`,
      );
    }
    if (query.offStation) q = q.where('assets.off_station_at', 'is not', null);
    if (query.assignedTo === 'none') q = q.where('assets.assigned_to', 'is', null);
    else if (query.assignedTo) q = q.where(equals('assets.assigned_to', query.assignedTo));
    if (query.compliance) q = q.where(complianceFilter(query.compliance, today));
    // Each an index range of asset_field_values' (key, value, asset) primary key.
    // Each an index range of asset_field_values' (key, value, asset) primary key. `walk` on SQLite: the
    // sort index finds a page of many matches within a few rows, each tested by one lookup of that key
    // (EXISTS), rather than after every match is read into a list (IN): 0.1 ms against 2.5 for 16,000.
    for (const filter of query.fieldFilters ?? [])
      q = q.where((eb) =>
        trigramUse.walk && kind === 'sqlite'
          ? eb.exists(
              eb
                .selectFrom('asset_field_values')
                .select('asset_field_values.asset_id')
                .whereRef('asset_field_values.asset_id', '=', 'assets.id')
                .where('asset_field_values.key', '=', filter.key)
                .where('asset_field_values.value', 'in', filter.values),
            )
          : eb('assets.id', 'in', valuesMatching(filter)),
      );
    return q;
  };

  /**
   * The matches, read until there are more than a sort can take. Field filters without a search on SQLite
   * are read from the first filter's index range, each tested against the rest by its row: reading them
   * through `assets.id in (…)` first lists every match (16,000 for lit=yes: 7 ms against 0.3).
   */
  const sparseProbe = async (query: AssetListFilters, today: string, limit: number): Promise<string[]> => {
    const [first, ...others] = query.fieldFilters ?? [];
    const rows =
      kind !== 'sqlite' || !first || query.q
        ? await filtered(query, today).select('assets.id').limit(limit).execute()
        : await db
            .selectFrom('asset_field_values')
            .select('asset_field_values.asset_id as id')
            .where('asset_field_values.key', '=', first.key)
            .where('asset_field_values.value', 'in', first.values)
            .where((eb) =>
              eb.exists(
                filtered({ ...query, fieldFilters: others }, today, { walk: true })
                  .select(sql`1`.as('one'))
                  .where(sql<boolean>`assets.id = asset_field_values.asset_id`),
              ),
            )
            .limit(limit)
            .execute();
    return rows.map((row) => row.id);
  };

  /**
   * An asset's compliance state is its worst due item on `today`: overdue (due before today), due soon
   * (its warning day reached), ok (none of those), none (nothing falls due). Each is an EXISTS on due_items'
   * asset index.
   */
  const complianceFilter =
    (state: ComplianceStatus, today: string) => (eb: ExpressionBuilder<Database, 'assets'>) => {
      const items = () =>
        eb
          .selectFrom('due_items')
          .select('due_items.asset_id')
          .whereRef('due_items.asset_id', '=', 'assets.id');
      const overdue = eb.exists(items().where('due_items.due_on', '<', today));
      const warned = eb.exists(items().where('due_items.warn_on', '<=', today));
      switch (state) {
        case 'overdue':
          return overdue;
        case 'due-soon':
          return eb.and([warned, eb.not(overdue)]);
        case 'ok':
          return eb.and([eb.exists(items()), eb.not(warned)]);
        case 'none':
          return eb.not(eb.exists(items()));
      }
    };

  return {
    findById: (id: string): Promise<AssetRow | undefined> => assetById(db, id),

    listAll: (): Promise<AssetRow[]> =>
      withAssignee().orderBy('assets.created_at', 'desc').orderBy('assets.id', 'desc').execute(),

    async listPage(
      query: AssetListFilters,
      page: number,
      limit: number,
      /** The authority's calendar date (YYYY-MM-DD): what the compliance filter is read against. */
      today = '',
    ): Promise<{ rows: AssetRow[]; total: number }> {
      const sort = query.sort ?? '-createdAt';
      const descending = sort.startsWith('-');
      const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
      const direction = descending ? 'desc' : 'asc';
      const offset = (page - 1) * limit;
      // The page's ids first, on the (column, id) index alone (0013): the rows skipped to reach a deep page
      // are index entries, not table rows with their holder. Then only the page's rows are read.
      const pageOf = (base: ReturnType<typeof filtered>) =>
        withAssignee()
          .where(
            'assets.id',
            'in',
            base
              .select('assets.id')
              .orderBy(column, direction)
              .orderBy('assets.id', direction)
              .limit(limit)
              .offset(offset),
          )
          .orderBy(column, direction)
          .orderBy('assets.id', direction)
          .execute();
      // The matches read into a table of their own, then sorted: no database can walk the sort index
      // instead (PostgreSQL did, for a berth's 650 of 100,000: 11 ms against 1).
      const sortedPageOf = (base: ReturnType<typeof filtered>) =>
        withAssignee()
          .where(
            'assets.id',
            'in',
            db
              .with(
                (cte) => cte('matches').materialized(),
                () => base.select(['assets.id as id', sql.ref<string>(column).as('sort_key')]),
              )
              .selectFrom('matches')
              .select('matches.id')
              .orderBy('matches.sort_key', direction)
              .orderBy('matches.id', direction)
              .limit(limit)
              .offset(offset),
          )
          .orderBy(column, direction)
          .orderBy('assets.id', direction)
          .execute();
      const count = async () =>
        (await filtered(query, today).select(countAll().as('n')).executeTakeFirstOrThrow()).n;
      const fieldFilters = query.fieldFilters ?? [];
      if (!query.q && fieldFilters.length === 0 && !query.locationSubtree) {
        const [rows, total] = await Promise.all([pageOf(filtered(query, today)), count()]);
        return { rows, total };
      }
      // A location's subtree is counted first, on the location index: the count says how to find the page.
      if (!query.q && fieldFilters.length === 0) {
        const total = await count();
        if (total <= offset) return { rows: [], total };
        const rows =
          total >= SUBTREE_WALK_MATCHES
            ? await pageOf(filtered(query, today, { walk: true }))
            : await sortedPageOf(filtered(query, today));
        return { rows, total };
      }
      // A search of one or two characters reads every row (LIKE '%..%') on the covering index
      // assets_search_idx; a longer one reads its matches from the trigram index. Few matches: one
      // read collects all their ids (its length is the total) and only those are sorted; walking the sort
      // index would look up nearly every row to find them. Many: that read stops early, the count reads
      // the index once more and the sort index finds a page of matches within a few rows.
      const noOtherFilter = [
        query.status,
        query.type,
        query.locationSubtree,
        query.assignedTo,
        query.compliance,
        query.offStation,
      ].every((filter) => !filter);
      const onlySearch = noOtherFilter && fieldFilters.length === 0;
      if (query.q && trigramSearch(query.q) && onlySearch) {
        // The count is read from indexes alone: it comes first and says how to find the page.
        const matches = await readTrigramMatches(query.q);
        const total = matches?.total ?? (await countTrigramSearch(query.q));
        if (total <= offset) return { rows: [], total };
        return {
          rows: await pageOf(filtered(query, today, { walk: total > SPARSE_MATCHES, matches })),
          total,
        };
      }
      // One field filter alone is counted on its index range first, like the search above: the count says
      // how to find the page, and no probe is read (3 ms on PostgreSQL for 5,000 matches).
      const onlyFieldFilter =
        !query.q && noOtherFilter && fieldFilters.length === 1 ? fieldFilters[0] : undefined;
      if (onlyFieldFilter) {
        const total = await db
          .selectFrom('asset_field_values')
          .select(countAll().as('n'))
          .where('key', '=', onlyFieldFilter.key)
          .where('value', 'in', onlyFieldFilter.values)
          .executeTakeFirstOrThrow()
          .then((row) => row.n);
        if (total <= offset) return { rows: [], total };
        return { rows: await pageOf(filtered(query, today, { walk: total > SPARSE_MATCHES })), total };
      }
      const ids = await sparseProbe(query, today, SPARSE_MATCHES + 1);
      if (ids.length <= SPARSE_MATCHES) {
        const total = ids.length;
        // No match, or a page past the end: an empty IN list is not valid SQL either.
        if (total <= offset) return { rows: [], total };
        return { rows: await pageOf(db.selectFrom('assets').where('assets.id', 'in', ids)), total };
      }
      // Many matches: the count and the page at once (on PostgreSQL, two pooled connections); a page past
      // the end is empty either way.
      const [rows, total] = await Promise.all([pageOf(filtered(query, today, { walk: true })), count()]);
      return { rows, total };
    },

    listAssignedTo: (userId: string): Promise<AssetRow[]> =>
      withAssignee()
        .where('assets.assigned_to', '=', userId)
        .orderBy('assets.name_sort')
        .orderBy('assets.id')
        .execute(),

    /** The assigned assets of every user, in one query. */
    listAssignedSummaries: () =>
      db
        .selectFrom('assets')
        .select(['id', 'name', 'location', 'status', 'assigned_to'])
        .where('assigned_to', 'is not', null)
        .orderBy('name_sort')
        .orderBy('id')
        .execute(),

    /** The assets held by these users, by name (the Download QR page's one page of users). */
    listAssignedSummariesOf: (userIds: string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('assets')
            .select(['id', 'name', 'location', 'status', 'assigned_to'])
            .where('assigned_to', 'in', userIds)
            .orderBy('name_sort')
            .orderBy('id')
            .execute(),

    insert: (row: NewAssetRow) => insertMany([row]),

    /**
     * Name, type and location change together or not at all: the search key is made of the three and the
     * searchable field values. `fieldIndex` replaces the values (with name, type and location only); without
     * it the stored ones stay.
     */
    update: async (
      id: string,
      { statusAt, statusCause, ...changes }: AssetChanges,
      fieldIndex?: FieldIndex,
    ) => {
      const { name, type, location } = changes;
      const keyed = name !== undefined && type !== undefined && location !== undefined;
      if (!keyed && (name !== undefined || type !== undefined || location !== undefined))
        throw new Error('assets.update needs name, type and location together');
      if (fieldIndex && !keyed) throw new Error('assets.update needs name, type and location with values');
      const fieldSearch =
        fieldIndex?.search ??
        (keyed
          ? (await db.selectFrom('assets').select('field_search').where('id', '=', id).executeTakeFirst())
              ?.field_search
          : undefined);
      const result = await db
        .updateTable('assets')
        .set({
          ...changes,
          ...(keyed ? derivedKeys(name, type, location, fieldSearch ?? '') : {}),
          ...(fieldIndex ? fieldColumns(fieldIndex) : {}),
        })
        .where('id', '=', id)
        .execute();
      if (fieldIndex) {
        await db.deleteFrom('asset_field_values').where('asset_id', '=', id).execute();
        await insertFilterValues([{ id, fieldIndex }]);
      }
      if (changes.status !== undefined)
        await intervals.changed(
          id,
          changes.status,
          statusAt ?? changes.updated_at ?? nowIso(),
          statusCause ?? 'change',
        );
      return result;
    },

    /** Raises (with its latest reading) or clears an asset's off-station flag. */
    setOffStation: (
      id: string,
      flag: {
        meters: number;
        accuracy: number | null;
        lat: number;
        lon: number;
        at: string;
        by: string;
      } | null,
    ) =>
      db
        .updateTable('assets')
        .set({
          off_station_meters: flag?.meters ?? null,
          off_station_accuracy: flag?.accuracy ?? null,
          off_station_lat: flag?.lat ?? null,
          off_station_lon: flag?.lon ?? null,
          off_station_at: flag?.at ?? null,
          off_station_by: flag?.by ?? null,
        })
        .where('id', '=', id)
        .execute(),

    /** Many new assets in one statement (an import). */
    insertMany,

    /** The assets of one type with their values, in id order after `afterId` (a type's change reads them). */
    pageOfType: (typeId: string, afterId: string, limit: number) =>
      db
        .selectFrom('assets')
        .select(['id', 'name', 'type', 'location', 'fields'])
        .where('type_id', '=', typeId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** The assets at one location (not below it), a page at a time by id. */
    pageAtLocation: (locationId: string, afterId: string, limit: number) =>
      db
        .selectFrom('assets')
        .select(['id', 'name', 'type', 'location'])
        .where('location_id', '=', locationId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Every asset of one location now belongs to another (a merge; their texts are written before). */
    moveLocation: (fromId: string, toId: string) =>
      db.updateTable('assets').set({ location_id: toId }).where('location_id', '=', fromId).execute(),

    /** Whether any asset has this type. */
    anyOfType: async (typeId: string): Promise<boolean> =>
      (await db
        .selectFrom('assets')
        .select('id')
        .where('type_id', '=', typeId)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    findManyByIds: (ids: string[]): Promise<AssetRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : withAssignee().where('assets.id', 'in', ids).execute(),

    findManyBySerialNumbers: (serials: string[]): Promise<AssetRow[]> =>
      serials.length === 0
        ? Promise.resolve([])
        : withAssignee().where('assets.serial_number', 'in', serials).execute(),

    /** A page of every asset in id order, after `afterId` (an export reads the table this way). */
    pageAfter: (afterId: string, limit: number): Promise<AssetRow[]> =>
      withAssignee().where('assets.id', '>', afterId).orderBy('assets.id').limit(limit).execute(),

    /** Its status intervals, oldest first. */
    statusHistory: (id: string) => intervals.history(id),
    /** Replaces its status intervals (see createStatusIntervals' `replaced`). */
    replaceStatusHistory: intervals.replaced,

    /** Deletes the asset; its status intervals stay, the open one ended now. */
    delete: async (id: string) => {
      const result = await db.deleteFrom('assets').where('id', '=', id).execute();
      await intervals.closed(id, nowIso());
      return result;
    },

    /** Which of these ids are assets. */
    existingIds: async (ids: string[]): Promise<string[]> =>
      ids.length === 0
        ? []
        : (await db.selectFrom('assets').select('id').where('id', 'in', ids).execute()).map((a) => a.id),

    /**
     * Unassigns every asset of a user; returns what was unassigned, for the history. One statement, so an
     * asset deleted by a request running alongside is neither unassigned nor written into the history after
     * its deletion (a read first, then the update, let PostgreSQL record it for a row already gone).
     */
    unassignAllFrom: (userId: string): Promise<{ id: string; name: string }[]> =>
      db
        .updateTable('assets')
        .set({ assigned_to: null, date_assigned: null, updated_at: new Date().toISOString() })
        .where('assigned_to', '=', userId)
        .returning(['id', 'name'])
        .execute(),
  };
}
export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
