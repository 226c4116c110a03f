/** POST /rounds/:id/finish: what was not found becomes missing and the round is closed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { refreshAfter } from '@/lib/stale-lists';
import { roundReader } from './round-readers';

const reader = readAs(roundReader, 'POST /rounds/:id/finish');

export function useFinishRound(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/rounds/${encodeURIComponent(id)}/finish`, reader, {
        method: 'POST',
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: () => refreshAfter(queryClient, 'finishRound'),
  });
}
