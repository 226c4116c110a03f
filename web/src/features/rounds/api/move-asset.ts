/** POST /rounds/:id/moves: "move here" sets an unexpected asset's location to the round's one location. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfter } from '@/lib/stale-lists';
import { moveAnswerReader } from './round-readers';
import { showCounts } from './get-round';

const reader = readAs(moveAnswerReader, 'POST /rounds/:id/moves');

export function useMoveAsset(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: string) =>
      apiRequest(`/rounds/${encodeURIComponent(roundId)}/moves`, reader, {
        method: 'POST',
        body: { assetId },
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: (answer) => {
      showCounts(queryClient, roundId, answer.counts);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rounds.detail(roundId) });
      void refreshAfter(queryClient, 'moveToRound');
    },
  });
}
