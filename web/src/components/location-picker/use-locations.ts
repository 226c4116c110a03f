/** GET /locations: every location in path order, with its counts; one cached answer for every picker and the Locations screen. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { locationsReader } from '@/lib/readers/location-reader';

export function useLocations() {
  return useQuery({
    queryKey: queryKeys.locations.list(),
    queryFn: () => apiRequest('/locations', locationsReader),
    // The tree changes seldom, and every change made here refreshes it (lib/stale-lists.ts).
    staleTime: 5 * 60_000,
  });
}
