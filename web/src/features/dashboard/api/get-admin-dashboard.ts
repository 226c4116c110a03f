import { useQuery } from '@tanstack/react-query';
import { adminDashboardSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /dashboard/admin. */
export function useAdminDashboard() {
  return useQuery({
    // Scans and edits happen on other screens and other devices: always refetch when the dashboard opens.
    staleTime: 0,
    queryKey: dashboardKeys.admin(),
    queryFn: () => apiRequest('/dashboard/admin', adminDashboardSchema),
  });
}
