/**
 * The stored due items: the next due date of each plan (kind 'inspection') and expiring document (kind
 * 'document', written by the documents feature) on each asset. SQL only; what is due is decided elsewhere.
 */
import type { Expression, ExpressionBuilder, Insertable, Kysely, SqlBool } from 'kysely';
import { countAll } from '../db/dialect';
import type { Database, DueItemsTable } from '../db/types';
import type { DueItemKind } from '@harbour/contract';
import { subtreeIds } from '../common/location-subtree';

export type DueItemRow = Insertable<DueItemsTable>;

/** Rows per INSERT: well under both databases' limits on bound parameters (SQLite 32,766). */
const CHUNK = 500;

/** One plan and one asset it applies to, with what the plan's next due date depends on. */
export interface InspectionTarget {
  asset_id: string;
  asset_type: string;
  asset_location: string;
  assigned_to: string | null;
  manufactured_on: string | null;
  in_service_on: string | null;
  asset_created_at: string;
  plan_id: string;
  rule: string;
  due_soon_days: number;
  plan_created_at: string;
  last_done_on: string | null;
}

/** Which stored items a query is about: ranges of dates compared as YYYY-MM-DD text. */
export interface DueItemFilter {
  /** Only items on assets assigned to this user. */
  assignedTo?: string;
  assetId?: string;
  type?: string;
  /** A location's id: items on assets at it or anywhere below it. */
  locationSubtree?: string;
  kind?: DueItemKind;
  dueBefore?: string;
  dueFrom?: string;
  dueUntil?: string;
  /**
   * A bound on due_on for a page only, implied by the other conditions: it lets the page walk the due_on
   * index in order. A count leaves it out, or SQLite counts along due_on, a year of items (318 ms at
   * 300,000 items) instead of along warn_on (6 ms).
   */
  walkUntil?: string;
  warnUntil?: string;
  warnAfter?: string;
}

export function createDueItemsRepository(db: Kysely<Database>) {
  /** Every (plan, asset) pair of one plan or of one asset, each with its last inspection under that plan. */
  const targets = (scope: { planId: string } | { assetId: string }) => {
    const pairs =
      'planId' in scope
        ? db
            .selectFrom('plan_types')
            .innerJoin('assets', 'assets.type', 'plan_types.type')
            .select(['plan_types.plan_id', 'assets.id as asset_id'])
            .where('plan_types.plan_id', '=', scope.planId)
            .union(
              db
                .selectFrom('plan_assets')
                .select(['plan_id', 'asset_id'])
                .where('plan_id', '=', scope.planId),
            )
        : db
            .selectFrom('assets')
            .innerJoin('plan_types', 'plan_types.type', 'assets.type')
            .select(['plan_types.plan_id', 'assets.id as asset_id'])
            .where('assets.id', '=', scope.assetId)
            .union(
              db
                .selectFrom('plan_assets')
                .select(['plan_id', 'asset_id'])
                .where('asset_id', '=', scope.assetId),
            );
    return db
      .selectFrom(pairs.as('pairs'))
      .innerJoin('assets', 'assets.id', 'pairs.asset_id')
      .innerJoin('inspection_plans as plan', 'plan.id', 'pairs.plan_id')
      .select((eb) => [
        'assets.id as asset_id',
        'assets.type as asset_type',
        'assets.location as asset_location',
        'assets.assigned_to',
        'assets.manufactured_on',
        'assets.in_service_on',
        'assets.created_at as asset_created_at',
        'plan.id as plan_id',
        'plan.rule',
        'plan.due_soon_days',
        'plan.created_at as plan_created_at',
        eb
          .selectFrom('inspections')
          .select((inner) => inner.fn.max('inspections.performed_on').as('last'))
          .whereRef('inspections.plan_id', '=', 'pairs.plan_id')
          .whereRef('inspections.asset_id', '=', 'pairs.asset_id')
          .as('last_done_on'),
      ])
      .execute() as Promise<InspectionTarget[]>;
  };

  const insertAll = async (rows: DueItemRow[]) => {
    for (let i = 0; i < rows.length; i += CHUNK)
      await db
        .insertInto('due_items')
        .values(rows.slice(i, i + CHUNK))
        .execute();
  };

  /**
   * Every condition but the location's is on due_items' own columns (the asset's are copied there), so one
   * index serves; a location's subtree is its assets' ids.
   */
  const onItems =
    (filter: DueItemFilter, forPage = false) =>
    (eb: ExpressionBuilder<Database, 'due_items'>) => {
      const conditions: Expression<SqlBool>[] = [];
      if (forPage && filter.walkUntil) conditions.push(eb('due_items.due_on', '<=', filter.walkUntil));
      if (filter.assignedTo) conditions.push(eb('due_items.assigned_to', '=', filter.assignedTo));
      if (filter.type) conditions.push(eb('due_items.asset_type', '=', filter.type));
      if (filter.locationSubtree)
        conditions.push(
          eb(
            'due_items.asset_id',
            'in',
            eb
              .selectFrom('assets')
              .select('assets.id')
              .where('assets.location_id', 'in', subtreeIds(db, filter.locationSubtree)),
          ),
        );
      if (filter.assetId) conditions.push(eb('due_items.asset_id', '=', filter.assetId));
      if (filter.kind) conditions.push(eb('due_items.kind', '=', filter.kind));
      if (filter.dueBefore) conditions.push(eb('due_items.due_on', '<', filter.dueBefore));
      if (filter.dueFrom) conditions.push(eb('due_items.due_on', '>=', filter.dueFrom));
      if (filter.dueUntil) conditions.push(eb('due_items.due_on', '<=', filter.dueUntil));
      if (filter.warnUntil) conditions.push(eb('due_items.warn_on', '<=', filter.warnUntil));
      if (filter.warnAfter) conditions.push(eb('due_items.warn_on', '>', filter.warnAfter));
      return eb.and(conditions);
    };

  const filtered = (filter: DueItemFilter) =>
    db
      .selectFrom('due_items')
      .innerJoin('assets', 'assets.id', 'due_items.asset_id')
      .where(onItems(filter, true));

  /** Counted on the due_items indexes alone: every item has its asset. */
  const count = async (filter: DueItemFilter) =>
    (
      await db
        .selectFrom('due_items')
        .where(onItems(filter))
        .select(countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  /** The columns of an item as the API shows it: its asset, and the name of the plan or document. */
  const described = (q: ReturnType<typeof filtered>) =>
    q
      .leftJoin('inspection_plans as plan', (join) =>
        join.onRef('plan.id', '=', 'due_items.source_id').on('due_items.kind', '=', 'inspection'),
      )
      .leftJoin('documents as document', (join) =>
        join.onRef('document.id', '=', 'due_items.source_id').on('due_items.kind', '=', 'document'),
      )
      .select([
        'due_items.asset_id',
        'due_items.kind',
        'due_items.source_id',
        'due_items.due_on',
        'due_items.warn_on',
        'due_items.last_done_on',
        'assets.name as asset_name',
        'assets.type as asset_type',
        'assets.location as asset_location',
        'assets.off_station_meters as asset_off_station_meters',
        'plan.name as plan_name',
        'plan.reference as plan_reference',
        'plan.checklist as plan_checklist',
        'plan.due_soon_days as plan_due_soon_days',
        'document.kind as document_kind',
        'document.number as document_number',
        'document.issuer as document_issuer',
      ]);

  return {
    inspectionTargets: targets,

    /** Replaces every inspection item of one plan: assets it no longer applies to lose theirs. */
    async replaceForPlan(planId: string, rows: DueItemRow[]): Promise<void> {
      await db
        .deleteFrom('due_items')
        .where('kind', '=', 'inspection')
        .where('source_id', '=', planId)
        .execute();
      await insertAll(rows);
    },

    /** Replaces every inspection item of one asset. */
    async replaceForAsset(assetId: string, rows: DueItemRow[]): Promise<void> {
      await db
        .deleteFrom('due_items')
        .where('asset_id', '=', assetId)
        .where('kind', '=', 'inspection')
        .execute();
      await insertAll(rows);
    },

    /** The one off-station item of an asset, raised again with its latest reading. */
    async raiseOffStation(row: DueItemRow): Promise<void> {
      await db
        .deleteFrom('due_items')
        .where('asset_id', '=', row.asset_id)
        .where('kind', '=', 'off-station')
        .execute();
      await insertAll([row]);
    },

    clearOffStation: (assetId: string) =>
      db.deleteFrom('due_items').where('asset_id', '=', assetId).where('kind', '=', 'off-station').execute(),

    deleteForPlan: (planId: string) =>
      db.deleteFrom('due_items').where('kind', '=', 'inspection').where('source_id', '=', planId).execute(),

    /** How many assets each plan applies to now: one inspection item each. */
    countByPlan: () =>
      db
        .selectFrom('due_items')
        .select(['source_id', countAll().as('count')])
        .where('kind', '=', 'inspection')
        .groupBy('source_id')
        .execute(),

    forAsset: (assetId: string) =>
      described(filtered({ assetId }))
        .orderBy('due_items.due_on')
        .orderBy('due_items.kind')
        .orderBy('due_items.source_id')
        .execute(),

    async page(filter: DueItemFilter, page: number, limit: number) {
      const [rows, total] = await Promise.all([
        described(filtered(filter))
          .orderBy('due_items.due_on')
          .orderBy('assets.name_sort')
          .orderBy('due_items.asset_id')
          .orderBy('due_items.kind')
          .orderBy('due_items.source_id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        count(filter),
      ]);
      return { rows, total };
    },

    count,
  };
}
export type DueItemsRepository = ReturnType<typeof createDueItemsRepository>;
