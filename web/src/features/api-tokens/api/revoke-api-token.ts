/** DELETE /admin/api-tokens/:id: the token stops working at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/admin/api-tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfter(queryClient, 'apiTokens'),
  });
}
