import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** DELETE /admin/users/{id}; the user list reloads afterwards. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
