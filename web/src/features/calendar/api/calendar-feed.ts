import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfter } from '@/lib/stale-lists';

const feedReader = readAs(calendarFeedSchema, 'GET /me/calendar');

/** GET /me/calendar: the caller's secret .ics address. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: queryKeys.calendar.feed(),
    queryFn: () => apiRequest('/me/calendar', feedReader),
  });
}

/** POST /me/calendar/reset: a new secret; the old address stops working. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/me/calendar/reset', feedReader, { method: 'POST' }),
    onSuccess: () => refreshAfter(queryClient, 'resetCalendar'),
  });
}
