/** A read QR code becomes an asset on screen: parse the payload, fetch the asset, record the scan. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Asset } from '@harbour/contract';
import { parseQrPayload } from '../parse-qr-payload';
import { getAsset, scannedAssetKey } from './get-asset';
import { recordScan } from './record-scan';

export async function scanAsset(payload: string): Promise<Asset> {
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
    onSuccess: (asset) => queryClient.setQueryData(scannedAssetKey(asset._id), asset),
  });
}
