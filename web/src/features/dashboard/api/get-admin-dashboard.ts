import { useQuery } from '@tanstack/react-query';
import { adminDashboardSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /dashboard/admin. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: dashboardKeys.admin(),
    queryFn: () => apiRequest('/dashboard/admin', adminDashboardSchema),
  });
}
