/**
 * GET /rounds/:id, polled every ROUND_POLL_MS while the round is open, with the ETag of the answer held: an
 * unchanged round costs the server a 304 and the screen nothing. A browser may answer a 200 from its own
 * cache instead; an answer of the same version keeps the one held, so nothing on screen is fetched again.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ROUND_POLL_MS } from '@harbour/contract';
import { apiResponse } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { liveOrStored } from '@/lib/offline/offline-read';
import { readStoredRound, type StoredRoundView } from '../offline/stored-round';
import { roundReader, type RoundCountsView } from './round-readers';

const reader = readAs(roundReader, 'GET /rounds/:id');

interface HeldRound {
  /** With `storedAt` when read from the device without signal (offline field mode). */
  round: StoredRoundView;
  etag: string | null;
}

async function getLiveRound(queryClient: QueryClient, id: string): Promise<HeldRound> {
  const held = queryClient.getQueryData<HeldRound>(queryKeys.rounds.detail(id));
  const response = await apiResponse(
    `/rounds/${encodeURIComponent(id)}`,
    held?.etag ? { ifNoneMatch: held.etag } : {},
  );
  if (held && response.status === 304) return held;
  const round = reader.parse(await response.json());
  if (held && held.round.storedAt === undefined && round.version === held.round.version) return held;
  return { round, etag: response.headers.get('ETag') };
}

function getRound(queryClient: QueryClient, id: string): Promise<HeldRound> {
  return liveOrStored(
    () => getLiveRound(queryClient, id),
    async () => {
      const round = await readStoredRound(id);
      return round ? { round, etag: null } : undefined;
    },
  );
}

export function useRound(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.rounds.detail(id),
    queryFn: () => getRound(queryClient, id),
    select: (held) => held.round,
    refetchInterval: (query) => (query.state.data?.round.status === 'open' ? ROUND_POLL_MS : false),
  });
}

/** A mark's answer carries the new counts: the scanning phone shows them at once, before the next poll. */
export function showCounts(queryClient: QueryClient, id: string, counts: RoundCountsView): void {
  queryClient.setQueryData<HeldRound>(queryKeys.rounds.detail(id), (held) =>
    held ? { ...held, round: { ...held.round, counts } } : held,
  );
}
