import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

/** DELETE /admin/users/{id}; the user list reloads afterwards, whatever the answer. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => refreshAfter(queryClient, 'deleteUser'),
  });
}
