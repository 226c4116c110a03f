/** POST /api/assets/:id/inspections (multipart: `inspection` JSON, photos `photo.<itemId>`), resent safely. */
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { inspectionReader } from '@/lib/readers/compliance-readers';
import { refreshAfter } from '@/lib/stale-lists';
import { requestFingerprint, type InspectionRequest } from '../checklist-answers';

const recordedReader = readAs(inspectionReader, 'POST /assets/:id/inspections');
export type RecordedInspection = ReturnType<typeof recordedReader.parse>;

function recordInspection(assetId: string, request: InspectionRequest, key: string) {
  const body = new FormData();
  body.append('inspection', JSON.stringify(request.input));
  for (const [itemId, file] of request.photos) body.append(`photo.${itemId}`, file, file.name);
  return apiRequest(`/assets/${encodeURIComponent(assetId)}/inspections`, recordedReader, {
    method: 'POST',
    body,
    idempotencyKey: key,
  });
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
    onSuccess: () => refreshAfter(queryClient, 'recordInspection'),
  });
}
