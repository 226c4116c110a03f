/** GET /admin/label-codes?state=&page=: the printed blank codes, newest first, a page at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@harbour/contract';
import { apiPage } from '@/lib/api-client';
import { lenientList } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { labelCodeReader } from '@/lib/readers/label-code-reader';

const codesReader = lenientList(labelCodeReader, 'GET /admin/label-codes: a code without state');

export function useLabelCodes(state: string, page: number) {
  return useQuery({
    queryKey: queryKeys.labels.codeList(state, page),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
      if (state) query.set('state', state);
      return apiPage(`/admin/label-codes?${query.toString()}`, codesReader);
    },
    placeholderData: keepPreviousData,
  });
}
