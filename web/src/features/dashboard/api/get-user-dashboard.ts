import { useQuery } from '@tanstack/react-query';
import { userDashboardSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /dashboard/user. */
export function useUserDashboard() {
  return useQuery({
    queryKey: dashboardKeys.user(),
    queryFn: () => apiRequest('/dashboard/user', userDashboardSchema),
  });
}
