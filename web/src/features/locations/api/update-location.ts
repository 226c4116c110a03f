import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateLocationInput } from '@harbour/contract';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** PUT /locations/{id}: a rename, a new kind or position, or a move (`parentId`, null for the top level). */
export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: UpdateLocationInput }) =>
      apiSend(`/locations/${encodeURIComponent(id)}`, { method: 'PUT', body: update }),
    onSuccess: () => refreshAfter(queryClient, 'saveLocation'),
  });
}
