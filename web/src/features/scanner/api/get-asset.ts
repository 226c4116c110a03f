/** GET /api/assets/:id: one asset, as a scan or a label link shows it. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { assetReader } from '@/lib/readers/asset-reader';

/** What the Asset Details of a scan show (SPEC.md section 2). */
const scannedAssetReader = readAs(
  assetReader.pick({
    _id: true,
    name: true,
    type: true,
    status: true,
    location: true,
    assignedToName: true,
    lastUpdated: true,
    assetImage: true,
  }),
  'GET /assets/:id',
);
export type ScannedAsset = ReturnType<typeof scannedAssetReader.parse>;

export function getAsset(id: string): Promise<ScannedAsset> {
  return apiRequest(`/assets/${encodeURIComponent(id)}`, scannedAssetReader);
}

export const assetQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.assets.detail(id), queryFn: () => getAsset(id) });
