/**
 * POST /api/assets/scan: records that this asset was scanned, from this page address and, when the phone
 * already has a recent fix, from where it stood (never waiting for one); queued without signal. The answer's
 * asset says whether this scan found it off station.
 */
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { orFallback } from '@/lib/lenient';
import { sendOrQueue, type WriteResult } from '@/lib/offline/queue-write';
import { recentPosition } from '@/lib/recent-position';
import { scannedAssetSchema, type ScannedAsset } from './get-asset';

// Never throws: an answer that cannot be read is still a recorded scan, not one to queue again.
const scanAnswerReader = orFallback(
  z.object({ asset: scannedAssetSchema }).transform(({ asset }): ScannedAsset => asset),
  null,
  'POST /assets/scan: the asset',
);

export function recordScan(assetId: string, assetName?: string): Promise<WriteResult<ScannedAsset | null>> {
  const position = recentPosition();
  return sendOrQueue(
    {
      kind: 'scan',
      path: '/assets/scan',
      body: { json: { assetId, scanLocation: location.href, ...(position ? { position } : {}) } },
      summary: `Scan of ${assetName ?? assetId}`,
      assetId,
      roundId: null,
    },
    (body, idempotencyKey) =>
      apiRequest('/assets/scan', scanAnswerReader, { method: 'POST', body, idempotencyKey }),
  );
}
