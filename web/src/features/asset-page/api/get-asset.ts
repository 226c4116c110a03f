/** GET /api/assets/:id: the asset with everything its page shows. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { assetReader } from '@/lib/readers/asset-reader';

const pageAssetReader = readAs(assetReader, 'GET /assets/:id');
export type PageAsset = ReturnType<typeof pageAssetReader.parse>;

export const assetPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.assets.page(id),
    queryFn: () => apiRequest(`/assets/${encodeURIComponent(id)}`, pageAssetReader),
  });
