/**
 * POST /rounds/:id/marks: one scanned label marks its asset; each mark names itself (Idempotency-Key).
 * Without signal the mark waits in the outbox and the stored round (if taken offline) shows it at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkInput } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { sendOrQueue } from '@/lib/offline/queue-write';
import { currentOwner, isOnline } from '@/lib/offline/sync';
import { refreshAfter } from '@/lib/stale-lists';
import { applyServerItem, isMarkedOnDevice, markOnDevice } from '../offline/stored-round';
import { storedAssetName } from '@/lib/offline/stored-reads';
import { markAnswerReader } from './round-readers';
import { showCounts } from './get-round';

const reader = readAs(markAnswerReader, 'POST /rounds/:id/marks');

/** The answer a scan shows: the server's, or the device's own reading of a mark that waits to be sent. */
export interface MarkOutcome {
  result: string;
  assetName: string;
  /** Decided on the device, to be sent when back online; null counts when the round was not taken offline. */
  offline: boolean;
  counts: ReturnType<typeof reader.parse>['counts'] | null;
}

async function mark(roundId: string, input: MarkInput): Promise<MarkOutcome> {
  const owner = currentOwner();
  // Offline, a label already marked on this device is not queued again: the server would change nothing.
  if (!isOnline() && (await isMarkedOnDevice(roundId, input.assetId))) {
    const device = await markOnDevice(roundId, input.assetId, owner?.username ?? '');
    return {
      result: 'already-found',
      assetName: device?.assetName ?? '',
      offline: true,
      counts: device?.counts ?? null,
    };
  }
  const path = `/rounds/${encodeURIComponent(roundId)}/marks`;
  const sent = await sendOrQueue(
    {
      kind: 'mark',
      path,
      body: { json: input },
      summary: `Round mark of ${await storedAssetName(input.assetId)}`,
      assetId: input.assetId,
      roundId,
    },
    (body, idempotencyKey) => apiRequest(path, reader, { method: 'POST', body, idempotencyKey }),
  );
  if (!sent.queued) {
    const { result, item, counts } = sent.answer;
    await applyServerItem(roundId, item, counts);
    return { result, assetName: item.assetName, offline: false, counts };
  }
  const device = await markOnDevice(roundId, input.assetId, owner?.username ?? '');
  return device
    ? { result: device.result, assetName: device.assetName, offline: true, counts: device.counts }
    : { result: 'queued', assetName: '', offline: true, counts: null };
}

export function useMarkAsset(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkInput) => mark(roundId, input),
    onSuccess: (answer) => {
      if (answer.counts) showCounts(queryClient, roundId, answer.counts);
      if (!answer.offline) void refreshAfter(queryClient, 'markRound');
    },
  });
}
