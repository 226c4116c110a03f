import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** DELETE /admin/asset-types/{id}: refused (409) while any asset has the type. */
export function useDeleteAssetType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/admin/asset-types/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfter(queryClient, 'deleteAssetType'),
  });
}
