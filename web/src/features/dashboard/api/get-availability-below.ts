/** GET /availability over the last 30 days, totals only: how many assets and types are below target. */
import { useQuery } from '@tanstack/react-query';
import { availabilityReportSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const DAY_MS = 86_400_000;
const DAYS = 30;

async function getBelowTarget() {
  const now = Date.now();
  const query = new URLSearchParams({
    from: new Date(now - DAYS * DAY_MS).toISOString(),
    to: new Date(now).toISOString(),
    limit: '1',
  });
  const report = await apiRequest(`/availability?${query.toString()}`, availabilityReportSchema);
  return { assets: report.totals.assetsBelowTarget, types: report.totals.typesBelowTarget };
}

export function useAvailabilityBelowTarget() {
  return useQuery({ queryKey: queryKeys.availability.belowTarget(), queryFn: getBelowTarget });
}
