/** POST /api/assets/scan: records that this asset was scanned, from this page address; queued without signal. */
import { apiSend } from '@/lib/api-client';
import { sendOrQueue, type WriteResult } from '@/lib/offline/queue-write';

export function recordScan(assetId: string, assetName?: string): Promise<WriteResult<void>> {
  return sendOrQueue(
    {
      kind: 'scan',
      path: '/assets/scan',
      body: { json: { assetId, scanLocation: location.href } },
      summary: `Scan of ${assetName ?? assetId}`,
      assetId,
      roundId: null,
    },
    (body, idempotencyKey) => apiSend('/assets/scan', { method: 'POST', body, idempotencyKey }),
  );
}
