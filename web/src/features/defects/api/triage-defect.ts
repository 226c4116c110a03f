/** PUT /api/defects/:id: a triage move (accept, duplicate, reject, close, reopen) or a new severity. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TriageDefectInput } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';
import { defectReader } from './get-defect';

export function useTriageDefect(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TriageDefectInput) =>
      apiRequest(`/defects/${encodeURIComponent(id)}`, defectReader, {
        method: 'PUT',
        body: change,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: () => refreshAfter(queryClient, 'triageDefect'),
  });
}
