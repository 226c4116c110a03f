import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely';
import {
  locationKey,
  type RoundItemState,
  type RoundKind,
  type RoundScope,
  type RoundStatus,
} from '@harbour/contract';
import { subtreeIdsOfPaths } from '../common/location-subtree';
import { collationSortKey } from '../common/collation-sort-key';
import { countAll } from '../db/dialect';
import type { Database, RoundItemsTable, RoundsTable } from '../db/types';

export type RoundRow = Selectable<RoundsTable>;
export type RoundItemRow = Selectable<RoundItemsTable>;

export interface RoundFilter {
  status?: RoundStatus;
  kind?: RoundKind;
  /** Only the rounds this user is assigned to. */
  assignee?: string;
}

export interface Page {
  offset: number;
  limit: number;
}

export interface Mark {
  /** When it was made (the device's time for a mark made offline). */
  at: string;
  receivedAt: string;
  by: string;
  seq: number;
  position: { lat: number; lon: number; accuracy?: number | undefined } | undefined;
}

const markColumns = (mark: Mark) => ({
  mark_seq: mark.seq,
  marked_at: mark.at,
  mark_received_at: mark.receivedAt,
  marked_by: mark.by,
  latitude: mark.position?.lat ?? null,
  longitude: mark.position?.lon ?? null,
  accuracy: mark.position?.accuracy ?? null,
});

/** The assets a scope expects: at or below one of its locations (named by path), and of one of its types. */
const inScope =
  (db: Kysely<Database>, { locations, types }: RoundScope) =>
  (eb: ExpressionBuilder<Database, 'assets'>) =>
    eb.and([
      ...(locations.length > 0
        ? [eb('assets.location_id', 'in', subtreeIdsOfPaths(db, locations.map(locationKey)))]
        : []),
      ...(types.length > 0 ? [eb('assets.type', 'in', types)] : []),
    ]);

export function createRoundsRepository(db: Kysely<Database>, locale: string) {
  /** The rounds this user is assigned to. */
  const assignedTo = (userId: string) =>
    db
      .selectFrom('round_assignees')
      .select('round_assignees.round_id')
      .where('round_assignees.user_id', '=', userId);

  const roundsWhere = (filter: RoundFilter) => {
    let query = db.selectFrom('rounds');
    if (filter.status) query = query.where('rounds.status', '=', filter.status);
    if (filter.kind) query = query.where('rounds.kind', '=', filter.kind);
    if (filter.assignee) query = query.where('rounds.id', 'in', assignedTo(filter.assignee));
    return query;
  };

  return {
    countInScope: async (scope: RoundScope): Promise<number> =>
      (
        await db
          .selectFrom('assets')
          .select(countAll().as('n'))
          .where(inScope(db, scope))
          .executeTakeFirstOrThrow()
      ).n,

    insert: (row: Insertable<RoundsTable>) => db.insertInto('rounds').values(row).execute(),

    /** Copies the assets the scope expects into the round, as pending items; answers how many. */
    async freezeExpected(roundId: string, scope: RoundScope): Promise<number> {
      await db
        .insertInto('round_items')
        .columns([
          'round_id',
          'asset_id',
          'asset_name',
          'asset_type',
          'asset_location',
          'asset_name_sort',
          'asset_location_sort',
          'state',
          'mark_seq',
        ])
        .expression(
          db
            .selectFrom('assets')
            .select((eb) => [
              eb.val(roundId).as('round_id'),
              'assets.id',
              'assets.name',
              'assets.type',
              'assets.location',
              'assets.name_sort',
              'assets.location_sort',
              eb.val('pending').as('state'),
              eb.val(0).as('mark_seq'),
            ])
            .where(inScope(db, scope)),
        )
        .execute();
      return (
        await db
          .selectFrom('round_items')
          .select(countAll().as('n'))
          .where('round_id', '=', roundId)
          .executeTakeFirstOrThrow()
      ).n;
    },

    find: (id: string): Promise<RoundRow | undefined> =>
      db.selectFrom('rounds').selectAll().where('id', '=', id).executeTakeFirst(),

    update: (id: string, changes: Partial<Omit<RoundRow, 'id'>>) =>
      db.updateTable('rounds').set(changes).where('id', '=', id).execute(),

    /** Open rounds first, then the newest start. */
    list: (filter: RoundFilter, page: Page): Promise<RoundRow[]> =>
      roundsWhere(filter)
        .selectAll('rounds')
        .orderBy(sql`case when rounds.status = 'open' then 0 else 1 end`)
        .orderBy('rounds.started_at', 'desc')
        .orderBy('rounds.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),

    count: async (filter: RoundFilter): Promise<number> =>
      (await roundsWhere(filter).select(countAll().as('n')).executeTakeFirstOrThrow()).n,

    /** Each round's assignees with their usernames, by round id. */
    async assignees(roundIds: string[]): Promise<Map<string, { id: string; username: string }[]>> {
      const byRound = new Map<string, { id: string; username: string }[]>(roundIds.map((id) => [id, []]));
      if (roundIds.length === 0) return byRound;
      const rows = await db
        .selectFrom('round_assignees')
        .innerJoin('users', 'users.id', 'round_assignees.user_id')
        .select(['round_assignees.round_id', 'users.id', 'users.username'])
        .where('round_assignees.round_id', 'in', roundIds)
        .orderBy('users.username_sort')
        .orderBy('users.id')
        .execute();
      for (const row of rows) byRound.get(row.round_id)?.push({ id: row.id, username: row.username });
      return byRound;
    },

    /** Which of these ids are users. */
    existingUserIds: async (ids: string[]): Promise<string[]> =>
      ids.length === 0
        ? []
        : (await db.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((u) => u.id),

    isAssignee: async (roundId: string, userId: string): Promise<boolean> =>
      (await db
        .selectFrom('round_assignees')
        .select('user_id')
        .where('round_id', '=', roundId)
        .where('user_id', '=', userId)
        .executeTakeFirst()) !== undefined,

    async setAssignees(roundId: string, userIds: string[]): Promise<void> {
      await db.deleteFrom('round_assignees').where('round_id', '=', roundId).execute();
      if (userIds.length > 0)
        await db
          .insertInto('round_assignees')
          .values(userIds.map((user_id) => ({ round_id: roundId, user_id })))
          .execute();
    },

    findItem: (roundId: string, assetId: string): Promise<RoundItemRow | undefined> =>
      db
        .selectFrom('round_items')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('asset_id', '=', assetId)
        .executeTakeFirst(),

    /** Newest mark first, then by asset name: the order both indexes hold. */
    items: (roundId: string, state: RoundItemState | undefined, page: Page): Promise<RoundItemRow[]> => {
      let query = db.selectFrom('round_items').selectAll().where('round_id', '=', roundId);
      if (state) query = query.where('state', '=', state);
      return query
        .orderBy('mark_seq', 'desc')
        .orderBy('asset_name_sort')
        .orderBy('asset_id')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    countItems: async (roundId: string, state: RoundItemState | undefined): Promise<number> => {
      let query = db.selectFrom('round_items').select(countAll().as('n')).where('round_id', '=', roundId);
      if (state) query = query.where('state', '=', state);
      return (await query.executeTakeFirstOrThrow()).n;
    },

    /** Every item of a round in report order: by state, then location and asset name. */
    allItems: (roundId: string): Promise<RoundItemRow[]> =>
      db
        .selectFrom('round_items')
        .selectAll()
        .where('round_id', '=', roundId)
        .orderBy('asset_location_sort')
        .orderBy('asset_name_sort')
        .orderBy('asset_id')
        .execute(),

    markFound: (roundId: string, assetId: string, mark: Mark) =>
      db
        .updateTable('round_items')
        .set({ state: 'found', ...markColumns(mark) })
        .where('round_id', '=', roundId)
        .where('asset_id', '=', assetId)
        .execute(),

    insertUnexpected: (
      roundId: string,
      asset: { id: string; name: string; type: string; location: string },
      mark: Mark,
    ) =>
      db
        .insertInto('round_items')
        .values({
          round_id: roundId,
          asset_id: asset.id,
          asset_name: asset.name,
          asset_type: asset.type,
          asset_location: asset.location,
          asset_name_sort: collationSortKey(asset.name, locale),
          asset_location_sort: collationSortKey(asset.location, locale),
          state: 'unexpected',
          ...markColumns(mark),
        })
        .execute(),

    setMoved: (roundId: string, assetId: string, location: string, at: string) =>
      db
        .updateTable('round_items')
        .set({
          moved_at: at,
          asset_location: location,
          asset_location_sort: collationSortKey(location, locale),
        })
        .where('round_id', '=', roundId)
        .where('asset_id', '=', assetId)
        .execute(),

    markPendingMissing: (roundId: string) =>
      db
        .updateTable('round_items')
        .set({ state: 'missing' })
        .where('round_id', '=', roundId)
        .where('state', '=', 'pending')
        .execute(),

    /** The failed inspections of the round's plan on the round's assets between its start and end. */
    failedInspections: (roundId: string, planId: string, from: string, to: string) =>
      db
        .selectFrom('inspections')
        .innerJoin('round_items', (join) =>
          join
            .onRef('round_items.asset_id', '=', 'inspections.asset_id')
            .on('round_items.round_id', '=', roundId),
        )
        .select([
          'inspections.asset_id',
          'round_items.asset_name',
          'round_items.asset_location',
          'inspections.performed_at',
          'inspections.received_at',
          'inspections.username',
          'inspections.answers',
          'inspections.notes',
        ])
        .where('inspections.plan_id', '=', planId)
        .where('inspections.passed', '=', 0)
        .where('inspections.performed_at', '>=', from)
        .where('inspections.performed_at', '<=', to)
        .orderBy('inspections.performed_at')
        .execute(),

    /** An asset's rounds, newest first; an employee's only those assigned to them. */
    forAsset: (assetId: string, assignee: string | undefined) => {
      let query = db
        .selectFrom('round_items')
        .innerJoin('rounds', 'rounds.id', 'round_items.round_id')
        .select([
          'rounds.id',
          'rounds.name',
          'rounds.kind',
          'rounds.status',
          'rounds.started_at',
          'round_items.state',
          'round_items.marked_at',
          'round_items.marked_by',
        ])
        .where('round_items.asset_id', '=', assetId);
      if (assignee) query = query.where('rounds.id', 'in', assignedTo(assignee));
      return query.orderBy('rounds.started_at', 'desc').orderBy('rounds.id', 'desc').limit(100).execute();
    },
  };
}
export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
