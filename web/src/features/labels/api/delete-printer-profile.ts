/** DELETE /admin/printer-profiles/:id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

export function useDeletePrinterProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend(`/admin/printer-profiles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfter(queryClient, 'saveProfile'),
  });
}
