import { useQuery } from '@tanstack/react-query';
import { userDashboardSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /dashboard/user. */
export function useUserDashboard() {
  return useQuery({
    // Scans and edits happen on other screens and other devices: always refetch when the dashboard opens.
    staleTime: 0,
    queryKey: dashboardKeys.user(),
    queryFn: () => apiRequest('/dashboard/user', userDashboardSchema),
  });
}
