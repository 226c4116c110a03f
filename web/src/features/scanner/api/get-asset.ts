/** GET /api/assets/:id: one asset, as a scan or a label link shows it. */
import { queryOptions } from '@tanstack/react-query';
import { assetSchema, type Asset } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';

export const scannedAssetKey = (id: string) => ['assets', 'detail', id] as const;

export function getAsset(id: string): Promise<Asset> {
  return apiRequest(`/assets/${encodeURIComponent(id)}`, assetSchema);
}

export const assetQueryOptions = (id: string) =>
  queryOptions({ queryKey: scannedAssetKey(id), queryFn: () => getAsset(id) });
