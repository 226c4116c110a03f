/**
 * TanStack Query for the signed-in screens only: loaded with them, so the public pages (landing, login)
 * do not download it. One client for the life of the tab.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from './query-client';

const queryClient = createQueryClient();

export function QueryScope() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
