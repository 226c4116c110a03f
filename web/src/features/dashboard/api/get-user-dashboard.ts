import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { UserDashboard } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { lenientList, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { assetReader } from '@/lib/readers/asset-reader';
import { activitiesReader } from './activity-reader';
import { complianceCountsReader } from './compliance-counts-reader';

/** The employee dashboard counts its assets by status and location, and lists them under My assets. */
const userDashboardReader = readAs(
  z.object({
    userAssets: lenientList(
      assetReader.pick({ _id: true, name: true, type: true, status: true, location: true }),
      'GET /dashboard/user: an assigned asset',
    ),
    assetCount: z.number().int(),
    recentActivities: activitiesReader,
    compliance: complianceCountsReader('GET /dashboard/user'),
  } satisfies Record<keyof UserDashboard, z.ZodType>),
  'GET /dashboard/user',
);

/** GET /dashboard/user. */
export function useUserDashboard() {
  return useQuery({
    // Scans and edits happen on other screens and other devices: always refetch when the dashboard opens.
    staleTime: 0,
    queryKey: queryKeys.dashboard.user(),
    queryFn: () => apiRequest('/dashboard/user', userDashboardReader),
  });
}
