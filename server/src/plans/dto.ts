import type { Plan } from '@harbour/contract';
import type { PlanWithTargets } from './service';

export const toPlanDto = (plan: PlanWithTargets): Plan => ({
  _id: plan.id,
  name: plan.name,
  reference: plan.reference,
  rule: plan.rule,
  dueSoonDays: plan.dueSoonDays,
  checklist: plan.checklist,
  failSetsMaintenance: plan.failSetsMaintenance,
  assetTypes: plan.assetTypes,
  assetIds: plan.assetIds,
  assetCount: plan.assetCount,
  createdAt: plan.createdAt,
  updatedAt: plan.updatedAt,
});
