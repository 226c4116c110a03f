import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminDashboardSchema, type AdminDashboard } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { lenientList, orFallback, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { activitiesReader } from './activity-reader';
import { complianceCountsReader } from './compliance-counts-reader';

const { distributions } = adminDashboardSchema.shape;
const { byType, byLocation, byUser } = distributions.shape;

/** The counts are the screen itself; the lists drop an entry they cannot read instead of failing. */
const adminDashboardReader = readAs(
  z.object({
    stats: adminDashboardSchema.shape.stats,
    distributions: z.object({
      byType: lenientList(byType.element, 'GET /dashboard/admin: a type count'),
      byLocation: lenientList(byLocation.element, 'GET /dashboard/admin: a location count'),
      byUser: lenientList(byUser.element, 'GET /dashboard/admin: a user count'),
    } satisfies Record<keyof AdminDashboard['distributions'], z.ZodType>),
    recentActivities: activitiesReader,
    compliance: complianceCountsReader('GET /dashboard/admin'),
    // Null from a server without charted positions: the Off station card is left out.
    offStation: orFallback(z.number().int(), null, 'GET /dashboard/admin: offStation'),
    // Null from a server without defects: no defect card.
    defects: orFallback(adminDashboardSchema.shape.defects, null, 'GET /dashboard/admin: defects'),
  } satisfies Record<keyof AdminDashboard, z.ZodType>),
  'GET /dashboard/admin',
);

/** GET /dashboard/admin. */
export function useAdminDashboard() {
  return useQuery({
    // Scans and edits happen on other screens and other devices: always refetch when the dashboard opens.
    staleTime: 0,
    queryKey: queryKeys.dashboard.admin(),
    queryFn: () => apiRequest('/dashboard/admin', adminDashboardReader),
  });
}
