import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAssetTypeInput } from '@harbour/contract';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** POST /admin/asset-types, or PUT /admin/asset-types/{id} with the whole type (its fields as the new list). */
export function useSaveAssetType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: { id: string | null; type: CreateAssetTypeInput }) =>
      id
        ? apiSend(`/admin/asset-types/${encodeURIComponent(id)}`, { method: 'PUT', body: type })
        : apiSend('/admin/asset-types', { method: 'POST', body: type }),
    onSuccess: () => refreshAfter(queryClient, 'saveAssetType'),
  });
}
