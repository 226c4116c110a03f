/** GET /api/assets/:id/history: the asset's activity, newest first, a page of 10 at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@harbour/contract';
import { apiPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { activitiesReader } from '@/lib/readers/activity-reader';

export function useAssetHistory(assetId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.history.page(assetId, page),
    queryFn: () =>
      apiPage(
        `/assets/${encodeURIComponent(assetId)}/history?page=${page}&limit=${PAGE_SIZE}`,
        activitiesReader,
      ),
    placeholderData: keepPreviousData,
  });
}
