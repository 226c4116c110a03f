/** GET /assets?q=&limit=10: the assets a blank label may be linked to, found by name. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage } from '@/lib/api-client';
import { lenientList } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { assetReader } from '@/lib/readers/asset-reader';

const SEARCH_LIMIT = 10;
const foundReader = lenientList(
  assetReader.pick({ _id: true, name: true, type: true, location: true }),
  'GET /assets: an asset without id or name',
);
export type FoundAsset = { _id: string; name: string; type: string; location: string };

export function useAssetSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.assets.search(q),
    queryFn: async (): Promise<FoundAsset[]> => {
      const query = new URLSearchParams({ q, page: '1', limit: String(SEARCH_LIMIT) });
      return (await apiPage(`/assets?${query.toString()}`, foundReader)).items;
    },
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
