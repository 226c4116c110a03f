import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@harbour/contract';
import { FIELD_FILTER_PREFIX } from '@harbour/contract';
import type { z } from 'zod';
import { apiPage } from '@/lib/api-client';
import { lenientList } from '@/lib/lenient';
import { queryKeys, type AssetListParams } from '@/lib/query-keys';
import { assetReader } from '@/lib/readers/asset-reader';

/** What the asset lists, their details and the edit form show of an asset. */
const assetRowReader = assetReader.omit({ lastUpdated: true, createdAt: true, qrPayload: true });
export type AssetRow = z.output<typeof assetRowReader>;

const assetRowsReader = lenientList(assetRowReader, 'GET /assets: an asset without id or name');

/** GET /assets in its paged form: one page of 10, searched and filtered on the server. */
function getAssets({ page, fields = {}, ...filters }: AssetListParams) {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  for (const [key, value] of Object.entries(fields)) query.set(`${FIELD_FILTER_PREFIX}${key}`, value);
  return apiPage(`/assets?${query.toString()}`, assetRowsReader);
}

export function useAssets(params: AssetListParams) {
  return useQuery({
    queryKey: queryKeys.assets.list(params),
    queryFn: () => getAssets(params),
    placeholderData: keepPreviousData,
  });
}
