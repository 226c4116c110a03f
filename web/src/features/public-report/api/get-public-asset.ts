/** GET /api/public/assets/:id: a label's asset as a visitor may see it (name and type), when its type takes reports. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAs } from '@/lib/lenient';

const publicAssetReader = readAs(z.object({ name: z.string(), type: z.string() }), 'GET /public/assets/:id');
export type PublicAsset = ReturnType<typeof publicAssetReader.parse>;

export const publicAssetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.public.asset(id),
    queryFn: () => apiRequest(`/public/assets/${encodeURIComponent(id)}`, publicAssetReader),
  });
