/** Inspection plans and what they apply to (asset types, single assets): SQL only. */
import type { Kysely, Selectable } from 'kysely';
import type { ChecklistItem } from '@harbour/contract';
import { sortByCollation } from '../common/collation-sort-key';
import type { DueRule } from '../common/due-date';
import { foldCase } from '../db/dialect';
import type { Database, InspectionPlansTable } from '../db/types';

/** A plan as the services use it: JSON columns parsed, booleans as booleans. */
export interface StoredPlan {
  id: string;
  name: string;
  reference: string | null;
  rule: DueRule;
  dueSoonDays: number;
  checklist: ChecklistItem[];
  failSetsMaintenance: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PlanTargets {
  assetTypes: string[];
  assetIds: string[];
}

/** The case-folded name: unique. Only this repository writes it. */
const nameKey = (name: string) => foldCase(name);

const toStoredPlan = (row: Selectable<InspectionPlansTable>): StoredPlan => ({
  id: row.id,
  name: row.name,
  reference: row.reference,
  rule: JSON.parse(row.rule) as DueRule,
  dueSoonDays: row.due_soon_days,
  checklist: JSON.parse(row.checklist) as ChecklistItem[],
  failSetsMaintenance: row.fail_sets_maintenance === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toRow = (plan: StoredPlan) => ({
  id: plan.id,
  name: plan.name,
  name_key: nameKey(plan.name),
  reference: plan.reference,
  rule: JSON.stringify(plan.rule),
  due_soon_days: plan.dueSoonDays,
  checklist: JSON.stringify(plan.checklist),
  fail_sets_maintenance: plan.failSetsMaintenance ? 1 : 0,
  created_at: plan.createdAt,
  updated_at: plan.updatedAt,
});

const PLAN_COLUMNS = [
  'id',
  'name',
  'name_key',
  'reference',
  'rule',
  'due_soon_days',
  'checklist',
  'fail_sets_maintenance',
  'created_at',
  'updated_at',
] as const;

export function createPlansRepository(db: Kysely<Database>, locale: string) {
  const insertTargets = async (planId: string, targets: PlanTargets) => {
    if (targets.assetTypes.length > 0)
      await db
        .insertInto('plan_types')
        .values(targets.assetTypes.map((type) => ({ plan_id: planId, type })))
        .execute();
    if (targets.assetIds.length > 0)
      await db
        .insertInto('plan_assets')
        .values(targets.assetIds.map((asset_id) => ({ plan_id: planId, asset_id })))
        .execute();
  };

  return {
    /** A renamed asset type: the plans that applied to its old names apply to the new one. */
    renameType: async (oldNames: string[], newName: string) => {
      const olds = oldNames.filter((name) => name !== newName);
      if (olds.length === 0) return;
      const rows = await db.selectFrom('plan_types').select('plan_id').where('type', 'in', olds).execute();
      if (rows.length === 0) return;
      await db
        .insertInto('plan_types')
        .values([...new Set(rows.map((row) => row.plan_id))].map((plan_id) => ({ plan_id, type: newName })))
        .onConflict((conflict) => conflict.columns(['plan_id', 'type']).doNothing())
        .execute();
      await db.deleteFrom('plan_types').where('type', 'in', olds).execute();
    },

    /** Every plan, and each plan's types, in the organisation's collation: a short list, sorted once read. */
    async list(): Promise<(StoredPlan & PlanTargets)[]> {
      const [planRows, typeRows, assets] = await Promise.all([
        db.selectFrom('inspection_plans').select(PLAN_COLUMNS).orderBy('id').execute(),
        db.selectFrom('plan_types').select(['plan_id', 'type']).orderBy('type').execute(),
        db.selectFrom('plan_assets').select(['plan_id', 'asset_id']).orderBy('asset_id').execute(),
      ]);
      const plans = sortByCollation(planRows, (plan) => plan.name, locale);
      const types = sortByCollation(typeRows, (row) => row.type, locale);
      return plans.map((row) => ({
        ...toStoredPlan(row),
        assetTypes: types.filter((t) => t.plan_id === row.id).map((t) => t.type),
        assetIds: assets.filter((a) => a.plan_id === row.id).map((a) => a.asset_id),
      }));
    },

    async find(id: string): Promise<StoredPlan | undefined> {
      const row = await db
        .selectFrom('inspection_plans')
        .select(PLAN_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toStoredPlan(row);
    },

    /** The plan with this name regardless of case, other than `exceptId`. */
    findNamed: (name: string, exceptId?: string) => {
      let query = db.selectFrom('inspection_plans').select('id').where('name_key', '=', nameKey(name));
      if (exceptId) query = query.where('id', '!=', exceptId);
      return query.executeTakeFirst();
    },

    async insert(plan: StoredPlan, targets: PlanTargets): Promise<void> {
      await db.insertInto('inspection_plans').values(toRow(plan)).execute();
      await insertTargets(plan.id, targets);
    },

    async update(plan: StoredPlan, targets: PlanTargets): Promise<void> {
      const { id, created_at: _created, ...changes } = toRow(plan);
      await db.updateTable('inspection_plans').set(changes).where('id', '=', id).execute();
      await db.deleteFrom('plan_types').where('plan_id', '=', id).execute();
      await db.deleteFrom('plan_assets').where('plan_id', '=', id).execute();
      await insertTargets(id, targets);
    },

    /** Its types and assets go with it (cascade); its inspections keep their plan's name. */
    delete: (id: string) => db.deleteFrom('inspection_plans').where('id', '=', id).execute(),

    /** Whether the plan applies to the asset: by its type, or by name. */
    async appliesTo(planId: string, asset: { id: string; type: string }): Promise<boolean> {
      const [byType, byAsset] = await Promise.all([
        db
          .selectFrom('plan_types')
          .select('plan_id')
          .where('plan_id', '=', planId)
          .where('type', '=', asset.type)
          .executeTakeFirst(),
        db
          .selectFrom('plan_assets')
          .select('plan_id')
          .where('plan_id', '=', planId)
          .where('asset_id', '=', asset.id)
          .executeTakeFirst(),
      ]);
      return byType !== undefined || byAsset !== undefined;
    },

    /** The ids of the plans that apply to an asset of this type, or to this asset by name. */
    /** The asset types some plan applies to. */
    async plannedTypes(): Promise<Set<string>> {
      const rows = await db.selectFrom('plan_types').select('type').distinct().execute();
      return new Set(rows.map((r) => r.type));
    },

    async idsApplyingTo(asset: { id: string; type: string }): Promise<string[]> {
      const rows = await db
        .selectFrom('plan_types')
        .select('plan_id')
        .where('type', '=', asset.type)
        .union(db.selectFrom('plan_assets').select('plan_id').where('asset_id', '=', asset.id))
        .execute();
      return rows.map((r) => r.plan_id);
    },
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
