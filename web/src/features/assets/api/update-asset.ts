import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** PUT /assets/{id} (multipart). */
export function useUpdateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }) =>
      apiSend(`/assets/${encodeURIComponent(id)}`, { method: 'PUT', body: form }),
    onSuccess: () => refreshAfter(queryClient, 'updateAsset'),
  });
}
