import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetSchema, PAGE_SIZE } from '@harbour/contract';
import { apiPage } from '@/lib/api-client';
import { assetKeys, type AssetListParams } from './asset-keys';

/** GET /assets in its paged form: one page of 10, searched on the server. */
export function getAssets({ page, q }: AssetListParams) {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (q) query.set('q', q);
  return apiPage(`/assets?${query.toString()}`, assetSchema.array());
}

export function assetsQuery(params: AssetListParams) {
  return queryOptions({
    queryKey: assetKeys.list(params),
    queryFn: () => getAssets(params),
    placeholderData: keepPreviousData,
  });
}

export function useAssets(params: AssetListParams) {
  return useQuery(assetsQuery(params));
}
