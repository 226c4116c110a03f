import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** DELETE /assets/{id}. */
export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/assets/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfter(queryClient, 'deleteAsset'),
  });
}
