/**
 * TanStack Query for the signed-in screens only: loaded with them, so the public pages (landing, login)
 * do not download it. One client for the life of the tab, emptied when another person signs in on it.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useSession } from '@/lib/session';
import { sessionUserId } from '@/lib/session-user-id';
import { createQueryClient } from './query-client';

const cache: { client: QueryClient; userId: string | null } = { client: createQueryClient(), userId: null };

/**
 * "Logout" empties the cache itself; a session that ended otherwise (expired) left its answers here, and they
 * must not reach the next person's screens. Asked while rendering, so no screen ever shows them.
 */
function clientFor(userId: string | null): QueryClient {
  if (userId !== null && userId !== cache.userId) {
    if (cache.userId !== null) cache.client.clear();
    cache.userId = userId;
  }
  return cache.client;
}

export function QueryScope() {
  const client = clientFor(sessionUserId(useSession()?.token));
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
