/** Defects and their photos: SQL only. */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { assetTypeKey, type DefectListQuery, type DefectSeverity } from '@harbour/contract';
import { subtreeIds } from '../common/location-subtree';
import { countAll } from '../db/dialect';
import type { Database, DefectsTable } from '../db/types';

export type DefectRow = Selectable<DefectsTable>;

/** A defect with what its answer shows of its asset and its photos. */
export interface StoredDefect extends DefectRow {
  asset_name: string;
  asset_type: string;
  asset_location: string;
  photos: { id: string; file_name: string }[];
}

/** Who is asking for a list: an administrator sees every defect, anyone else theirs and their assets'. */
export interface DefectScope {
  /** Set for an employee: defects they reported or on assets assigned to them. */
  userId?: string;
}

const severityRank = sql<number>`case ${sql.ref('defects.severity')} when ${'safety' satisfies DefectSeverity} then 0 when ${'normal' satisfies DefectSeverity} then 1 else 2 end`;
const STATE_ORDER = sql<number>`case ${sql.ref('defects.state')} when 'new' then 0 when 'accepted' then 1 when 'duplicate' then 2 when 'rejected' then 3 else 4 end`;

export function createDefectsRepository(db: Kysely<Database>) {
  const withAsset = () =>
    db
      .selectFrom('defects')
      .innerJoin('assets', 'assets.id', 'defects.asset_id')
      .selectAll('defects')
      .select([
        'assets.name as asset_name',
        'assets.type as asset_type',
        'assets.location as asset_location',
      ]);

  const withPhotos = async (rows: Omit<StoredDefect, 'photos'>[]): Promise<StoredDefect[]> => {
    if (rows.length === 0) return [];
    const photos = await db
      .selectFrom('defect_photos')
      .select(['id', 'defect_id', 'file_name'])
      .where(
        'defect_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('defect_id')
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      ...row,
      photos: photos.filter((photo) => photo.defect_id === row.id),
    }));
  };

  /**
   * The list's filters on the defects table alone (what is asked of the asset as a subquery of its ids), so
   * a count reads no other table and a page walks the defects' own order.
   */
  const filtered = (scope: DefectScope, query: DefectListQuery) => {
    let q = db.selectFrom('defects');
    const assetIds = () => db.selectFrom('assets').select('assets.id');
    if (scope.userId !== undefined) {
      const userId = scope.userId;
      q = q.where((eb) =>
        eb.or([
          eb('defects.reported_by', '=', userId),
          eb('defects.asset_id', 'in', assetIds().where('assets.assigned_to', '=', userId)),
        ]),
      );
    }
    if (query.state && query.state.length > 0) q = q.where('defects.state', 'in', query.state);
    if (query.severity && query.severity.length > 0) q = q.where('defects.severity', 'in', query.severity);
    if (query.source) q = q.where('defects.source', '=', query.source);
    if (query.asset) q = q.where('defects.asset_id', '=', query.asset);
    if (query.type) {
      const key = assetTypeKey(query.type);
      const typeIds = db.selectFrom('asset_types').select('id').where('name_key', '=', key);
      q = q.where('defects.asset_id', 'in', assetIds().where('assets.type_id', 'in', typeIds));
    }
    if (query.location) {
      const subtree = subtreeIds(db, query.location);
      q = q.where('defects.asset_id', 'in', assetIds().where('assets.location_id', 'in', subtree));
    }
    return q;
  };

  return {
    find: async (id: string): Promise<StoredDefect | undefined> => {
      const row = await withAsset().where('defects.id', '=', id).executeTakeFirst();
      return row && (await withPhotos([row]))[0];
    },

    findByReference: (reference: string) =>
      db.selectFrom('defects').selectAll().where('reference', '=', reference).executeTakeFirst(),

    referenceTaken: async (reference: string) =>
      (await db.selectFrom('defects').select('id').where('reference', '=', reference).executeTakeFirst()) !==
      undefined,

    /** One page of the list, sorted, and how many match. */
    async page(scope: DefectScope, query: DefectListQuery, page: number, limit: number) {
      const { total } = await filtered(scope, query).select(countAll().as('total')).executeTakeFirstOrThrow();
      let rows = filtered(scope, query)
        .innerJoin('assets', 'assets.id', 'defects.asset_id')
        .selectAll('defects')
        .select([
          'assets.name as asset_name',
          'assets.type as asset_type',
          'assets.location as asset_location',
        ]);
      const sort = query.sort ?? 'triage';
      const direction = sort.startsWith('-') ? 'desc' : 'asc';
      const reverse = direction === 'asc' ? 'desc' : 'asc';
      const field = sort.replace(/^-/, '');
      // Each order ends on the id in the direction of the dates before it, so an index serves it whole.
      if (field === 'triage')
        rows = rows
          .orderBy('defects.triage_rank', direction)
          .orderBy('defects.created_at', reverse)
          .orderBy('defects.id', reverse);
      else if (field === 'severity')
        rows = rows.orderBy(severityRank, direction).orderBy('defects.id', 'desc');
      else if (field === 'state') rows = rows.orderBy(STATE_ORDER, direction).orderBy('defects.id', 'desc');
      else if (field === 'occurredAt')
        rows = rows.orderBy('defects.occurred_at', direction).orderBy('defects.id', direction);
      else rows = rows.orderBy('defects.created_at', direction).orderBy('defects.id', direction);
      const found = await rows
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return { rows: await withPhotos(found), total };
    },

    /**
     * The first open public report of the asset made since `since` that heads its own group: what a new
     * public report groups under.
     */
    groupHead: (assetId: string, since: string) =>
      db
        .selectFrom('defects')
        .select(['id'])
        .where('asset_id', '=', assetId)
        .where('source', '=', 'public')
        .where('grouped_under', 'is', null)
        .where('state', 'in', ['new', 'accepted'])
        .where('created_at', '>=', since)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .executeTakeFirst(),

    insert: (row: Insertable<DefectsTable>) => db.insertInto('defects').values(row).execute(),

    addPhotos: async (defectId: string, photos: { id: string; file_name: string }[]) => {
      if (photos.length === 0) return;
      await db
        .insertInto('defect_photos')
        .values(photos.map((photo, index) => ({ ...photo, defect_id: defectId, position: index + 1 })))
        .execute();
    },

    countGrouped: async (headId: string) =>
      (
        await db
          .selectFrom('defects')
          .select(countAll().as('n'))
          .where('grouped_under', '=', headId)
          .executeTakeFirstOrThrow()
      ).n,

    setReportCount: (id: string, count: number) =>
      db.updateTable('defects').set({ report_count: count }).where('id', '=', id).execute(),

    update: (id: string, changes: Updateable<DefectsTable>) =>
      db.updateTable('defects').set(changes).where('id', '=', id).execute(),

    /** The defect `id` says it repeats, if any. */
    duplicateOf: async (id: string) =>
      (await db.selectFrom('defects').select('duplicate_of').where('id', '=', id).executeTakeFirst())
        ?.duplicate_of ?? null,

    /** Administrators told at once of a safety defect: duty officers with an e-mail address. */
    dutyOfficers: () =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'email', 'language'])
        .where('role', '=', 'admin')
        .where('duty_officer', '=', 1)
        .where('email', 'is not', null)
        .orderBy('id')
        .execute(),

    /** Defects reported in [since, until) within the scope, newest first: the digest's lines. */
    reportedBetween: (scope: DefectScope, since: string, until: string, limit: number) =>
      filtered(scope, {})
        .innerJoin('assets', 'assets.id', 'defects.asset_id')
        .select([
          'defects.reference',
          'defects.severity',
          'defects.description',
          'assets.name as asset_name',
          'assets.location as asset_location',
        ])
        .where('defects.created_at', '>=', since)
        .where('defects.created_at', '<', until)
        .orderBy('defects.created_at', 'desc')
        .orderBy('defects.id', 'desc')
        .limit(limit)
        .execute(),

    /** Open defects (new, accepted) and the safety ones among them: the admin dashboard's counts. */
    openCounts: async () => {
      const rows = await db
        .selectFrom('defects')
        .select(['state', 'severity', countAll().as('n')])
        .where('state', 'in', ['new', 'accepted'])
        .groupBy(['state', 'severity'])
        .execute();
      const sum = (keep: (row: (typeof rows)[number]) => boolean) =>
        rows.filter(keep).reduce((total, row) => total + row.n, 0);
      return {
        new: sum((row) => row.state === 'new'),
        accepted: sum((row) => row.state === 'accepted'),
        safety: sum((row) => row.severity === 'safety'),
      };
    },
  };
}
export type DefectsRepository = ReturnType<typeof createDefectsRepository>;
