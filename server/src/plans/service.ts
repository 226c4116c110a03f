/** Inspection plans: unique names, real target assets, and the due items of every asset they apply to. */
import type { PlanInput } from '@harbour/contract';
import type { AssetsRepository } from '../assets/repository';
import type { DueRecompute, DueRecomputeRepositories } from '../compliance/due-recompute-service';
import { isUniqueViolation } from '../db/dialect';
import { newId, nowIso } from '../db/ids';
import type { Transactor } from '../db/transactor';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { PlanTargets, StoredPlan } from './repository';

interface PlansRepositories extends DueRecomputeRepositories {
  assets: AssetsRepository;
}

export type PlanWithTargets = StoredPlan & PlanTargets & { assetCount: number };

const planNotFound = () => new NotFoundError('plan-not-found', 'Inspection plan not found');
const nameTaken = (name: string, cause?: unknown) =>
  new ConflictError(
    'plan-name-taken',
    `An inspection plan named '${name}' already exists`,
    cause ? { cause } : {},
  );

/** The plan's targets without repeats; every asset named must exist. */
async function checkedTargets(r: PlansRepositories, input: PlanInput): Promise<PlanTargets> {
  const assetIds = [...new Set(input.assetIds)];
  const found = new Set(await r.assets.existingIds(assetIds));
  const unknown = assetIds.filter((id) => !found.has(id));
  if (unknown.length > 0)
    throw new ValidationError('validation-failed', `No asset has the id ${unknown.join(', ')}`, {
      assetIds: { code: 'unknown-reference', message: 'Unknown asset' },
    });
  return { assetTypes: [...new Set(input.assetTypes)], assetIds };
}

async function checkNameFree(r: PlansRepositories, name: string, exceptId?: string) {
  if (await r.plans.findNamed(name, exceptId)) throw nameTaken(name);
}

const fromInput = (input: PlanInput, id: string, createdAt: string, updatedAt: string): StoredPlan => ({
  id,
  name: input.name,
  reference: input.reference === undefined || input.reference === '' ? null : input.reference,
  rule: input.rule,
  dueSoonDays: input.dueSoonDays,
  checklist: input.checklist,
  failSetsMaintenance: input.failSetsMaintenance,
  createdAt,
  updatedAt,
});

export function createPlansService(tx: Transactor<PlansRepositories>, dueRecompute: DueRecompute) {
  /** Writes, then recomputes the due items; a name taken meanwhile by another request is a conflict too. */
  const save = async (r: PlansRepositories, write: () => Promise<void>, plan: StoredPlan) => {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(plan.name, error);
      throw error;
    }
    return dueRecompute.forPlan(r, plan.id);
  };

  return {
    list: () =>
      tx.read(async (r): Promise<PlanWithTargets[]> => {
        const [plans, counts] = await Promise.all([r.plans.list(), r.dueItems.countByPlan()]);
        const countOf = new Map(counts.map((c) => [c.source_id, c.count]));
        return plans.map((plan) => ({ ...plan, assetCount: countOf.get(plan.id) ?? 0 }));
      }),

    create: (input: PlanInput) =>
      tx.write(async (r): Promise<PlanWithTargets> => {
        await checkNameFree(r, input.name);
        const targets = await checkedTargets(r, input);
        const now = nowIso();
        const plan = fromInput(input, newId(), now, now);
        const assetCount = await save(r, () => r.plans.insert(plan, targets), plan);
        return { ...plan, ...targets, assetCount };
      }),

    update: (id: string, input: PlanInput) =>
      tx.write(async (r): Promise<PlanWithTargets> => {
        await r.locks.plans([id], 'update');
        const before = await r.plans.find(id);
        if (!before) throw planNotFound();
        await checkNameFree(r, input.name, id);
        const targets = await checkedTargets(r, input);
        const plan = fromInput(input, id, before.createdAt, nowIso());
        const assetCount = await save(r, () => r.plans.update(plan, targets), plan);
        return { ...plan, ...targets, assetCount };
      }),

    /** The plan and its due items go; inspections done under it stay in the assets' history. */
    remove: (id: string) =>
      tx.write(async (r) => {
        await r.locks.plans([id], 'update');
        const plan = await r.plans.find(id);
        if (!plan) throw planNotFound();
        await r.dueItems.deleteForPlan(id);
        await r.plans.delete(id);
        return plan;
      }),
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
