/** POST /rounds (admin): the round opens at once with its expected set frozen. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoundInput } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { refreshAfter } from '@/lib/stale-lists';
import { roundReader } from './round-readers';

const reader = readAs(roundReader, 'POST /rounds');

export function useCreateRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoundInput) => apiRequest('/rounds', reader, { method: 'POST', body: input }),
    onSuccess: () => refreshAfter(queryClient, 'createRound'),
  });
}
