/**
 * Keeps the stored inspection items true: recomputed for every asset of a plan when the plan changes, and
 * for one asset when it changes or is inspected. Runs inside the caller's transaction.
 */
import type { Locks } from '../db/locks';
import type { PlansRepository } from '../plans/repository';
import type { DueItemRow, DueItemsRepository } from './due-items-repository';
import { todayIn } from '../common/due-date';
import { createInspectionDueCalculator } from './inspection-due';

export interface DueRecomputeRepositories {
  dueItems: DueItemsRepository;
  plans: PlansRepository;
  locks: Locks;
}

export function createDueRecompute(timeZone: string) {
  return {
    /**
     * Every asset the plan applies to, in one read (each with its last inspection under the plan), then
     * written in chunks; assets it no longer applies to lose their item.
     */
    async forPlan(r: DueRecomputeRepositories, planId: string): Promise<number> {
      const targets = await r.dueItems.inspectionTargets({ planId });
      await r.dueItems.replaceForPlan(planId, targets.map(createInspectionDueCalculator(timeZone)));
      return targets.length;
    },

    /**
     * Every plan of one asset. `previousType`: the asset's type before an edit, whose plans also wait for
     * this transaction (their items on this asset are removed here).
     */
    async forAsset(
      r: DueRecomputeRepositories,
      asset: { id: string; type: string },
      previousType?: string,
    ): Promise<DueItemRow[]> {
      const planIds = new Set(await r.plans.idsApplyingTo(asset));
      if (previousType !== undefined && previousType !== asset.type)
        for (const id of await r.plans.idsApplyingTo({ id: asset.id, type: previousType })) planIds.add(id);
      await r.locks.plans([...planIds], 'share');
      const rows = (await r.dueItems.inspectionTargets({ assetId: asset.id })).map(
        createInspectionDueCalculator(timeZone),
      );
      await r.dueItems.replaceForAsset(asset.id, rows);
      return rows;
    },

    /** Today in the authority's zone: the day stored due dates are read against. */
    today: () => todayIn(timeZone),
  };
}
export type DueRecompute = ReturnType<typeof createDueRecompute>;
