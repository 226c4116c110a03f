import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanInput } from '@harbour/contract';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** POST /admin/inspection-plans, or PUT /admin/inspection-plans/{id} (the whole plan). */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, plan }: { id: string | null; plan: PlanInput }) =>
      id
        ? apiSend(`/admin/inspection-plans/${encodeURIComponent(id)}`, { method: 'PUT', body: plan })
        : apiSend('/admin/inspection-plans', { method: 'POST', body: plan }),
    onSuccess: (_data, { id }) => refreshAfter(queryClient, id ? 'updatePlan' : 'createPlan'),
  });
}
