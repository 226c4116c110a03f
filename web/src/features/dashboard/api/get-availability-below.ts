/** GET /availability over the last 30 days, totals only: how many assets and types are below target. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Only the totals the card shows: the full answer's schema would add its weight to the dashboard. */
const belowTargetReader = z.object({
  totals: z.object({ assetsBelowTarget: z.number(), typesBelowTarget: z.number() }),
});

const DAY_MS = 86_400_000;
const DAYS = 30;

async function getBelowTarget() {
  const now = Date.now();
  const query = new URLSearchParams({
    from: new Date(now - DAYS * DAY_MS).toISOString(),
    to: new Date(now).toISOString(),
    limit: '1',
  });
  const report = await apiRequest(`/availability?${query.toString()}`, belowTargetReader);
  return { assets: report.totals.assetsBelowTarget, types: report.totals.typesBelowTarget };
}

export function useAvailabilityBelowTarget() {
  return useQuery({ queryKey: queryKeys.availability.belowTarget(), queryFn: getBelowTarget });
}
