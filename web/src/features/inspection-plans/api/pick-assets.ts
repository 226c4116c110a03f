import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest } from '@/lib/api-client';
import { lenientList, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { assetReader } from '@/lib/readers/asset-reader';

const pickedAssetReader = assetReader.pick({ _id: true, name: true, type: true, location: true });

const PICK_LIMIT = 8;

/** GET /assets?q=: the first assets matching a search, for choosing single assets of a plan. */
export function useAssetSearch(q: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.assets.pick(q),
    queryFn: async () => {
      const query = new URLSearchParams({ q, page: '1', limit: String(PICK_LIMIT) });
      const { items } = await apiPage(
        `/assets?${query.toString()}`,
        lenientList(pickedAssetReader, 'GET /assets: an asset without id or name'),
      );
      // The chosen asset shows by name at once, without asking for it again.
      for (const asset of items) queryClient.setQueryData(queryKeys.assets.name(asset._id), asset.name);
      return items;
    },
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

const nameReader = readAs(assetReader.pick({ name: true }), 'GET /assets/:id (name)');

/** GET /assets/{id}: the name of an asset a plan names by id. */
export function useAssetName(id: string) {
  return useQuery({
    queryKey: queryKeys.assets.name(id),
    queryFn: async () => (await apiRequest(`/assets/${encodeURIComponent(id)}`, nameReader)).name,
    retry: false,
  });
}
