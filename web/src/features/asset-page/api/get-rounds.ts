/** GET /api/assets/:id/rounds: the rounds this asset was expected or found in, newest first. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { AssetRound } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { lenientList, orFallback, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';

const text = (field: keyof AssetRound) => orFallback(z.string(), '', `assetRound.${field}`);
const nullableText = (field: keyof AssetRound) =>
  orFallback(z.string().nullable(), null, `assetRound.${field}`);
const assetRoundReader = z.object({
  roundId: z.string(),
  name: text('name'),
  // A kind or state a newer server adds shows by its own name (lib/round-words.ts); the contract's round
  // module stays off the asset page.
  kind: text('kind'),
  status: text('status'),
  state: text('state'),
  startedAt: text('startedAt'),
  markedAt: nullableText('markedAt'),
  markedBy: nullableText('markedBy'),
} satisfies Record<keyof AssetRound, z.ZodType>);

const reader = readAs(
  lenientList(assetRoundReader, 'GET /assets/:id/rounds: a round without id'),
  'GET /assets/:id/rounds',
);

export function useAssetRounds(assetId: string) {
  return useQuery({
    queryKey: queryKeys.rounds.forAsset(assetId),
    queryFn: () => apiRequest(`/assets/${encodeURIComponent(assetId)}/rounds`, reader),
  });
}
