/** GET /api/public/assets/:id: a label's asset as a visitor may see it (name and type), when its type takes reports. */
import { queryOptions } from '@tanstack/react-query';
import { publicAssetSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAs } from '@/lib/lenient';

const publicAssetReader = readAs(publicAssetSchema, 'GET /public/assets/:id');
export type PublicAsset = ReturnType<typeof publicAssetReader.parse>;

export const publicAssetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.public.asset(id),
    queryFn: () => apiRequest(`/public/assets/${encodeURIComponent(id)}`, publicAssetReader),
  });
