/** GET /availability: the period's totals, each type against its target, and a page of assets, worst first. */
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { availabilityReportSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys, type AvailabilityParams } from '@/lib/query-keys';

export const AVAILABILITY_PAGE_SIZE = 25;

/** The filters as URL parameters, shared by the screen's request and its downloads. */
export function availabilityQuery({ from, to, type, location }: Omit<AvailabilityParams, 'page'>) {
  const query = new URLSearchParams({ from, to });
  if (type) query.set('type', type);
  if (location) query.set('location', location);
  return query;
}

function getAvailability(params: AvailabilityParams) {
  const query = availabilityQuery(params);
  query.set('page', String(params.page));
  query.set('limit', String(AVAILABILITY_PAGE_SIZE));
  return apiRequest(`/availability?${query.toString()}`, availabilityReportSchema);
}

export function useAvailability(params: AvailabilityParams | null) {
  return useQuery({
    queryKey: params ? queryKeys.availability.report(params) : queryKeys.availability.all,
    queryFn: params ? () => getAvailability(params) : skipToken,
    placeholderData: keepPreviousData,
  });
}
