/**
 * POST /rounds/:id/moves: "move here" sets an unexpected asset's location to the round's one location;
 * without signal it waits in the outbox, after the mark that found the asset.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { sendOrQueue } from '@/lib/offline/queue-write';
import { storedAssetName } from '@/lib/offline/stored-reads';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfter } from '@/lib/stale-lists';
import { applyServerItem, moveOnDevice } from '../offline/stored-round';
import { moveAnswerReader } from './round-readers';
import { showCounts } from './get-round';
import { translate } from '@/i18n/translator';
import { roundMessages as m } from '../round-messages';

const reader = readAs(moveAnswerReader, 'POST /rounds/:id/moves');

async function move(roundId: string, assetId: string) {
  const path = `/rounds/${encodeURIComponent(roundId)}/moves`;
  const sent = await sendOrQueue(
    {
      kind: 'move',
      path,
      body: { json: { assetId } },
      summary: translate(m.summaryMove, { name: await storedAssetName(assetId) }),
      assetId,
      roundId,
    },
    (body, idempotencyKey) => apiRequest(path, reader, { method: 'POST', body, idempotencyKey }),
  );
  if (sent.queued) {
    await moveOnDevice(roundId, assetId);
    return null;
  }
  await applyServerItem(roundId, sent.answer.item, sent.answer.counts);
  return sent.answer;
}

export function useMoveAsset(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: string) => move(roundId, assetId),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rounds.detail(roundId) });
      if (!answer) return;
      showCounts(queryClient, roundId, answer.counts);
      void refreshAfter(queryClient, 'moveToRound');
    },
  });
}
