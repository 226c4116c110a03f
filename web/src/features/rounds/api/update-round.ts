/** PUT /rounds/:id (admin): name, assignees, due date and whether assignees may finish. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoundUpdate } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { refreshAfter } from '@/lib/stale-lists';
import { roundReader } from './round-readers';

const reader = readAs(roundReader, 'PUT /rounds/:id');

export function useUpdateRound(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: RoundUpdate) =>
      apiRequest(`/rounds/${encodeURIComponent(id)}`, reader, { method: 'PUT', body: changes }),
    onSuccess: () => refreshAfter(queryClient, 'updateRound'),
  });
}
