/** POST /rounds/:id/marks: one scanned label marks its asset; each mark names itself (Idempotency-Key). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkInput } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { refreshAfter } from '@/lib/stale-lists';
import { markAnswerReader } from './round-readers';
import { showCounts } from './get-round';

const reader = readAs(markAnswerReader, 'POST /rounds/:id/marks');

export function useMarkAsset(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkInput) =>
      apiRequest(`/rounds/${encodeURIComponent(roundId)}/marks`, reader, {
        method: 'POST',
        body: input,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: (answer) => {
      showCounts(queryClient, roundId, answer.counts);
      void refreshAfter(queryClient, 'markRound');
    },
  });
}
