/** GET /api/assets/:id: the asset with everything its page shows; without signal, as it was taken offline. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { assetReader } from '@/lib/readers/asset-reader';
import { liveOrStored, storedImageUrl, type FromStore } from '@/lib/offline/offline-read';
import { readStoredAsset } from '@/lib/offline/stored-reads';

const pageAssetReader = readAs(assetReader, 'GET /assets/:id');
export type PageAsset = ReturnType<typeof pageAssetReader.parse> & FromStore;

async function storedPageAsset(id: string): Promise<PageAsset | undefined> {
  const stored = await readStoredAsset(id);
  if (!stored) return undefined;
  const asset = pageAssetReader.parse(stored.asset);
  return { ...asset, assetImage: storedImageUrl(stored) ?? asset.assetImage, storedAt: stored.storedAt };
}

export const assetPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.assets.page(id),
    queryFn: (): Promise<PageAsset> =>
      liveOrStored(
        () => apiRequest(`/assets/${encodeURIComponent(id)}`, pageAssetReader),
        () => storedPageAsset(id),
      ),
  });
