import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_DUE_SOON_DAYS, dueRuleSchema, type Plan } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { lenientList, orFallback, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { checklistItemReader } from '@/lib/readers/compliance-readers';

const list = <S extends z.ZodType>(schema: S, field: string) =>
  orFallback(z.array(schema), [], `plan.${field}`);

/** A plan as the plans screen reads it; a rule this app cannot read is shown as such, not edited. */
const planReader = z.object({
  _id: z.string(),
  name: z.string(),
  reference: orFallback(z.string().nullable(), null, 'plan.reference'),
  rule: orFallback(dueRuleSchema, null, 'plan.rule'),
  dueSoonDays: orFallback(z.number().int(), DEFAULT_DUE_SOON_DAYS, 'plan.dueSoonDays'),
  checklist: orFallback(lenientList(checklistItemReader, 'plan.checklist: an item'), [], 'plan.checklist'),
  failSetsMaintenance: orFallback(z.boolean(), false, 'plan.failSetsMaintenance'),
  assetTypes: list(z.string(), 'assetTypes'),
  assetIds: list(z.string(), 'assetIds'),
  assetCount: orFallback(z.number().int(), null, 'plan.assetCount'),
  createdAt: orFallback(z.string(), null, 'plan.createdAt'),
  updatedAt: orFallback(z.string(), null, 'plan.updatedAt'),
} satisfies Record<keyof Plan, z.ZodType>);

export type PlanRow = z.output<typeof planReader>;

const plansReader = readAs(
  lenientList(planReader, 'GET /admin/inspection-plans: a plan without id or name'),
  'GET /admin/inspection-plans',
);

/** GET /admin/inspection-plans: every plan (an authority has tens, not thousands). */
export function usePlans() {
  return useQuery({
    queryKey: queryKeys.plans.list(),
    queryFn: () => apiRequest('/admin/inspection-plans', plansReader),
  });
}
