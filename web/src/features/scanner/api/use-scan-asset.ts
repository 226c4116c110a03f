/**
 * A read QR code becomes an asset on screen: parse the payload, fetch the asset, record the scan. Without
 * signal the asset comes from what was taken offline and the scan waits in the outbox; an asset not stored
 * on the device is still recorded, and says so. With an answer, the asset shown is the scan's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfter } from '@/lib/stale-lists';
import { parseQrPayload } from '@/lib/scanner/parse-qr-payload';
import { getAssetOrStored, type ScannedAsset } from './get-asset';
import { recordScan } from './record-scan';
import { translate } from '@/i18n/translator';
import { scannerMessages as m } from '../scanner-messages';

async function scanAsset(payload: string): Promise<ScannedAsset> {
  const parsed = parseQrPayload(payload);
  if (!parsed.ok) throw new Error(parsed.error);
  let asset: ScannedAsset;
  try {
    asset = await getAssetOrStored(parsed.assetId);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // No answer and no stored copy: the scan itself is still kept.
    await recordScan(parsed.assetId);
    throw new Error(translate(m.queuedNotStored));
  }
  const recorded = await recordScan(asset._id, asset.name);
  // The server's asset after this scan: it knows whether the scan found it off station.
  return (!recorded.queued && recorded.answer) || asset;
}

export function useScanAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanAsset,
    onSuccess: (asset) => {
      if (asset.storedAt === undefined) queryClient.setQueryData(queryKeys.assets.detail(asset._id), asset);
      void refreshAfter(queryClient, 'recordScan');
    },
  });
}
