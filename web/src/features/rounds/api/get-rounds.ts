/** GET /rounds: one page of rounds, open before finished; an employee's only those assigned to them. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@harbour/contract';
import { apiPage } from '@/lib/api-client';
import { lenientList } from '@/lib/lenient';
import { queryKeys, type RoundListParams } from '@/lib/query-keys';
import { roundReader } from './round-readers';

const roundsReader = lenientList(roundReader, 'GET /rounds: a round without id, counts or version');

function getRounds({ status, kind, page }: RoundListParams) {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (status) query.set('status', status);
  if (kind) query.set('kind', kind);
  return apiPage(`/rounds?${query.toString()}`, roundsReader);
}

export function useRounds(params: RoundListParams) {
  return useQuery({
    // Others scan in the meantime: the counts are asked again whenever the list opens.
    staleTime: 0,
    queryKey: queryKeys.rounds.list(params),
    queryFn: () => getRounds(params),
    placeholderData: keepPreviousData,
  });
}
