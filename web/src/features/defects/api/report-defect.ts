/** POST /api/assets/:id/defects (JSON, or multipart: `defect` JSON, photos `photo.1`..`photo.3`), resent safely. */
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defectSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { refreshAfter } from '@/lib/stale-lists';
import { queuedForm, sendOrQueue } from '@/lib/offline/queue-write';
import { storedAssetName } from '@/lib/offline/stored-reads';
import { reportFingerprint, reportInput, type StaffReport } from '../report-request';

const reportedReader = readAs(defectSchema.pick({ _id: true, reference: true }), 'POST /assets/:id/defects');
export type ReportedDefect = ReturnType<typeof reportedReader.parse>;

/** The defect as stored, or null when it was saved on the device to be sent when back online. */
async function reportDefect(
  assetId: string,
  report: StaffReport,
  key: string,
): Promise<ReportedDefect | null> {
  const path = `/assets/${encodeURIComponent(assetId)}/defects`;
  const input = reportInput(report);
  const body =
    report.photos.length === 0
      ? { json: input }
      : await queuedForm(
          [['defect', JSON.stringify(input)]],
          report.photos.map((file, index) => ({ field: `photo.${index + 1}`, file })),
        );
  const sent = await sendOrQueue(
    {
      key,
      kind: 'defect',
      path,
      body,
      summary: `Defect on ${await storedAssetName(assetId)}`,
      assetId,
      roundId: null,
    },
    (request, idempotencyKey) =>
      apiRequest(path, reportedReader, { method: 'POST', body: request, idempotencyKey }),
  );
  return sent.queued ? null : sent.answer;
}

export function useReportDefect(assetId: string) {
  const queryClient = useQueryClient();
  const lastKey = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (report: StaffReport) => {
      const fingerprint = reportFingerprint(report);
      if (lastKey.current?.fingerprint !== fingerprint)
        lastKey.current = { fingerprint, key: crypto.randomUUID() };
      return reportDefect(assetId, report, lastKey.current.key);
    },
    onSuccess: (reported) => (reported ? refreshAfter(queryClient, 'reportDefect') : undefined),
  });
}
