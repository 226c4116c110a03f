import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

export interface UserFormValues {
  username: string;
  password: string;
  /** A role of the contract, or one only a newer server knows (kept as it is on edit). */
  role: string;
}

/** The body of PUT /admin/users/{id}: a blank password is left out so the current one is kept. */
function updateUserBody(values: UserFormValues): { username: string; role: string; password?: string } {
  const body: { username: string; role: string; password?: string } = {
    username: values.username.trim(),
    role: values.role,
  };
  if (values.password) body.password = values.password;
  return body;
}

/** POST /admin/create-user or PUT /admin/users/{id}; the user list reloads afterwards, whatever the answer. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: UserFormValues }) =>
      id
        ? apiSend(`/admin/users/${encodeURIComponent(id)}`, { method: 'PUT', body: updateUserBody(values) })
        : apiSend('/admin/create-user', {
            method: 'POST',
            body: { username: values.username.trim(), password: values.password, role: values.role },
          }),
    onSettled: (_data, _error, { id }) => refreshAfter(queryClient, id ? 'updateUser' : 'createUser'),
  });
}
