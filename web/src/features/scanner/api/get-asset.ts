/** GET /api/assets/:id: one asset, as a scan or a label link shows it. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { assetReader } from '@/lib/readers/asset-reader';
import { liveOrStored, storedImageUrl, type FromStore } from '@/lib/offline/offline-read';
import { readStoredAsset } from '@/lib/offline/stored-reads';

/** What the Asset Details of a scan show. */
export const scannedAssetSchema = assetReader.pick({
  _id: true,
  name: true,
  type: true,
  status: true,
  location: true,
  assignedToName: true,
  lastUpdated: true,
  assetImage: true,
  fields: true,
  fieldsNotFitting: true,
  offStation: true,
});
const scannedAssetReader = readAs(scannedAssetSchema, 'GET /assets/:id');
export type ScannedAsset = ReturnType<typeof scannedAssetReader.parse> & FromStore;

function getAsset(id: string): Promise<ScannedAsset> {
  return apiRequest(`/assets/${encodeURIComponent(id)}`, scannedAssetReader);
}

/** The asset as the server has it, or, without signal, as it was taken offline (marked with its age). */
export function getAssetOrStored(id: string): Promise<ScannedAsset> {
  return liveOrStored(
    () => getAsset(id),
    async () => {
      const stored = await readStoredAsset(id);
      if (!stored) return undefined;
      const asset = scannedAssetReader.parse(stored.asset);
      return { ...asset, assetImage: storedImageUrl(stored) ?? asset.assetImage, storedAt: stored.storedAt };
    },
  );
}

export const assetQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.assets.detail(id), queryFn: () => getAssetOrStored(id) });
