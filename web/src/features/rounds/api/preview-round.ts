/** GET /rounds/preview?location=&type=: how many assets a scope would expect, asked once the choice settles. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { roundPreviewSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const reader = readAs(roundPreviewSchema, 'GET /rounds/preview');
const SETTLE_MS = 300;

export function useRoundPreview(locations: string[], types: string[]) {
  const scope = useDebouncedValue({ locations, types }, SETTLE_MS);
  return useQuery({
    queryKey: queryKeys.rounds.preview(scope.locations, scope.types),
    queryFn: () => {
      const query = new URLSearchParams();
      for (const location of scope.locations) query.append('location', location);
      for (const type of scope.types) query.append('type', type);
      return apiRequest(`/rounds/preview?${query.toString()}`, reader);
    },
    placeholderData: keepPreviousData,
  });
}
