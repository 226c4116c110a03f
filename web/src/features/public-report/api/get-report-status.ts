/** GET /api/public/defects/:reference: a report's state as its reporter sees it, nothing more. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PUBLIC_DEFECT_STATES } from '@harbour/contract';
import { openEnum, orFallback, readAs } from '@/lib/lenient';

const statusReader = readAs(
  z.object({
    reference: z.string(),
    // A state a newer server adds reads as received (report-problem-words.ts).
    state: openEnum(PUBLIC_DEFECT_STATES, 'publicDefect.state: a state this app does not know'),
    rejectionReason: orFallback(z.string().nullable(), null, 'publicDefect.rejectionReason'),
    updatedAt: orFallback(z.string().nullable(), null, 'publicDefect.updatedAt'),
  }),
  'GET /public/defects/:reference',
);
export type ReportStatus = ReturnType<typeof statusReader.parse>;

export const reportStatusQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: queryKeys.public.report(reference),
    queryFn: () => apiRequest(`/public/defects/${encodeURIComponent(reference)}`, statusReader),
  });
