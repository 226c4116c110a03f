/** A read QR code becomes an asset on screen: parse the payload, fetch the asset, record the scan. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfter } from '@/lib/stale-lists';
import { parseQrPayload } from '@/lib/scanner/parse-qr-payload';
import { getAsset, type ScannedAsset } from './get-asset';
import { recordScan } from './record-scan';

async function scanAsset(payload: string): Promise<ScannedAsset> {
  const parsed = parseQrPayload(payload);
  if (!parsed.ok) throw new Error(parsed.error);
  const asset = await getAsset(parsed.assetId);
  await recordScan(asset._id);
  return asset;
}

export function useScanAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanAsset,
    onSuccess: (asset) => {
      queryClient.setQueryData(queryKeys.assets.detail(asset._id), asset);
      void refreshAfter(queryClient, 'recordScan');
    },
  });
}
