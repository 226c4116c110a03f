/** GET /admin/api-tokens: every token, newest first, without its secret. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lenientList } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';

export const apiTokenReader = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiTokenRow = z.output<typeof apiTokenReader>;

const tokensReader = lenientList(apiTokenReader, 'GET /admin/api-tokens: a token without its dates');

export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.apiTokens.all,
    queryFn: () => apiRequest('/admin/api-tokens', tokensReader),
  });
}
