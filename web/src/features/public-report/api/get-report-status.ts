/** GET /api/public/defects/:reference: a report's state as its reporter sees it, nothing more. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { orFallback, readAs } from '@/lib/lenient';

const statusReader = readAs(
  z.object({
    reference: z.string(),
    state: z.string(),
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
