/** GET /rounds/:id/items?state=: one page of a round's assets in one state, asked again at each new version. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@harbour/contract';
import { apiPage } from '@/lib/api-client';
import { lenientList } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { liveOrStored } from '@/lib/offline/offline-read';
import { readStoredItems } from '../offline/stored-round';
import { roundItemReader } from './round-readers';

const itemsReader = lenientList(roundItemReader, 'GET /rounds/:id/items: an item without asset id');

export function useRoundItems(id: string, state: string, page: number, version: number) {
  return useQuery({
    queryKey: queryKeys.rounds.items(id, state, page, version),
    queryFn: () => {
      const query = new URLSearchParams({ state, page: String(page), limit: String(PAGE_SIZE) });
      return liveOrStored(
        () => apiPage(`/rounds/${encodeURIComponent(id)}/items?${query.toString()}`, itemsReader),
        () => readStoredItems(id, state, page),
      );
    },
    // The page of the version before stays on screen until this one arrives.
    placeholderData: keepPreviousData,
    // Each version is its own entry: older ones are not kept long.
    gcTime: 10_000,
  });
}
