import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Without signal a read still runs: it falls back to what was taken offline, or says it failed,
        // rather than waiting silently for a network that may not come back all day (offline field mode).
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (401, 403, 404) will not change on retry, nor will a missing network in 3 s.
        retry: (failures, error) =>
          navigator.onLine && !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
      // A field write without signal goes into the outbox (lib/offline), so it must run to get there.
      mutations: { networkMode: 'always' },
    },
  });
}
