/** POST /api/assets/:id/inspections (multipart: `inspection` JSON, photos `photo.<itemId>`), resent safely. */
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { inspectionReader } from '@/lib/readers/compliance-readers';
import { refreshAfter } from '@/lib/stale-lists';
import { queuedForm, sendOrQueue } from '@/lib/offline/queue-write';
import { storedAssetName } from '@/lib/offline/stored-reads';
import { requestFingerprint, type InspectionRequest } from '../checklist-answers';

const recordedReader = readAs(inspectionReader, 'POST /assets/:id/inspections');
export type RecordedInspection = ReturnType<typeof recordedReader.parse>;

/** The recorded inspection, or null when it was saved on the device to be sent when back online. */
async function recordInspection(
  assetId: string,
  request: InspectionRequest,
  key: string,
): Promise<RecordedInspection | null> {
  const path = `/assets/${encodeURIComponent(assetId)}/inspections`;
  const body = await queuedForm(
    [['inspection', JSON.stringify(request.input)]],
    request.photos.map(([itemId, file]) => ({ field: `photo.${itemId}`, file })),
  );
  const sent = await sendOrQueue(
    {
      key,
      kind: 'inspection',
      path,
      body,
      summary: `Inspection of ${await storedAssetName(assetId)}`,
      assetId,
      roundId: null,
    },
    (form, idempotencyKey) =>
      apiRequest(path, recordedReader, { method: 'POST', body: form, idempotencyKey }),
  );
  return sent.queued ? null : sent.answer;
}

/**
 * A submit keeps its key while the answers stay the same, so the retry after a lost answer is recorded once;
 * changed answers are a new inspection with a new key.
 */
export function useRecordInspection(assetId: string) {
  const queryClient = useQueryClient();
  const lastKey = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (request: InspectionRequest) => {
      const fingerprint = requestFingerprint(request);
      if (lastKey.current?.fingerprint !== fingerprint)
        lastKey.current = { fingerprint, key: crypto.randomUUID() };
      return recordInspection(assetId, request, lastKey.current.key);
    },
    onSuccess: (recorded) => (recorded ? refreshAfter(queryClient, 'recordInspection') : undefined),
  });
}
