import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@harbour/contract';
import { apiPage } from '@/lib/api-client';
import { lenientList } from '@/lib/lenient';
import { queryKeys, type ComplianceListParams } from '@/lib/query-keys';
import { dueItemReader } from '@/lib/readers/due-item-reader';

const dueItemsReader = lenientList(dueItemReader, 'GET /compliance: a due item without asset or date');

/** GET /compliance: one page of due items, soonest first; an employee's only for their own assets. */
function getCompliance({ status, type, location, kind, page }: ComplianceListParams) {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  for (const [name, value] of Object.entries({ status, type, location, kind })) {
    if (value) query.set(name, value);
  }
  return apiPage(`/compliance?${query.toString()}`, dueItemsReader);
}

export function useCompliance(params: ComplianceListParams) {
  return useQuery({
    // Inspections are recorded on phones elsewhere: always ask again when the screen opens.
    staleTime: 0,
    queryKey: queryKeys.compliance.list(params),
    queryFn: () => getCompliance(params),
    placeholderData: keepPreviousData,
  });
}
