/** GET /api/assets/:id: the asset a problem is reported on (its name and type), or as taken offline. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { liveOrStored, type FromStore } from '@/lib/offline/offline-read';
import { readStoredAsset } from '@/lib/offline/stored-reads';
import { queryKeys } from '@/lib/query-keys';
import { assetReader } from '@/lib/readers/asset-reader';

const reportAssetReader = readAs(
  assetReader.pick({ _id: true, name: true, type: true }),
  'GET /assets/:id (report)',
);
export type ReportAsset = ReturnType<typeof reportAssetReader.parse> & FromStore;

function getReportAsset(id: string): Promise<ReportAsset> {
  return liveOrStored(
    () => apiRequest(`/assets/${encodeURIComponent(id)}`, reportAssetReader),
    async () => {
      const stored = await readStoredAsset(id);
      return stored ? { ...reportAssetReader.parse(stored.asset), storedAt: stored.storedAt } : undefined;
    },
  );
}

export const reportAssetQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.assets.brief(id), queryFn: () => getReportAsset(id) });
