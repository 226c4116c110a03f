/** POST /admin/api-tokens: a new token, whose secret this answer alone holds. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiTokenInput } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { refreshAfter } from '@/lib/stale-lists';
import { apiTokenReader } from './get-api-tokens';

const reader = readAs(apiTokenReader.extend({ secret: z.string() }), 'POST /admin/api-tokens');

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenInput) => apiRequest('/admin/api-tokens', reader, { method: 'POST', body }),
    onSuccess: () => refreshAfter(queryClient, 'apiTokens'),
  });
}
