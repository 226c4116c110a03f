import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** DELETE /locations/{id}: refused (409) while it holds assets or other locations. */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/locations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfter(queryClient, 'deleteLocation'),
  });
}
