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
import { applyServerItem, markOnDevice } from '../offline/stored-round';
import { storedNameOf } from '@/lib/offline/stored-reads';
import { markAnswerReader } from './round-readers';
import { showCounts } from './get-round';
import { translate } from '@/i18n/translator';
import { roundMessages as m } from '../round-messages';

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
  // One read of the stored asset serves both the outbox line and the stored round's new row.
  const storedName = await storedNameOf(input.assetId);
  const by = { markedBy: currentOwner()?.username ?? '', storedName };
  const offline = !isOnline();
  // Offline the stored round is read and changed once, before queueing: a label it already has marked is not
  // queued again (the server would change nothing).
  const early = offline ? await markOnDevice(roundId, input.assetId, by) : null;
  if (early?.result === 'already-found')
    return { result: early.result, assetName: early.assetName, offline: true, counts: early.counts };
  const path = `/rounds/${encodeURIComponent(roundId)}/marks`;
  const sent = await sendOrQueue(
    {
      kind: 'mark',
      path,
      body: { json: input },
      summary: translate(m.summaryMark, { name: storedName || input.assetId }),
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
  const device = offline ? early : await markOnDevice(roundId, input.assetId, by);
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
