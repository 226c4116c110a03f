/** GET /admin/inspection-plans: the plans an inspection round can follow, by name. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lenientList, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';

const planNamesReader = readAs(
  lenientList(z.object({ _id: z.string(), name: z.string() }), 'GET /admin/inspection-plans: a plan'),
  'GET /admin/inspection-plans',
);

export function usePlanNames(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.plans.names(),
    queryFn: () => apiRequest('/admin/inspection-plans', planNamesReader),
    enabled,
  });
}
