import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** POST /locations/{id}/merge: its assets and the locations inside it move into `into`, and it goes. */
export function useMergeLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, into }: { id: string; into: string }) =>
      apiSend(`/locations/${encodeURIComponent(id)}/merge`, { method: 'POST', body: { into } }),
    onSuccess: () => refreshAfter(queryClient, 'mergeLocation'),
  });
}
