/** GET /label-codes/:code: what a scanned blank label opens (linked, unlinked or retired). */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { labelCodeReader } from '@/lib/readers/label-code-reader';

const reader = readAs(labelCodeReader, 'GET /label-codes/:code');

export function useLabelCode(code: string) {
  return useQuery({
    queryKey: queryKeys.labels.code(code),
    queryFn: () => apiRequest(`/label-codes/${encodeURIComponent(code)}`, reader),
    // Someone may link it meanwhile: a scan always asks afresh.
    staleTime: 0,
  });
}
