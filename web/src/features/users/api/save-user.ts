import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@harbour/contract';
import { apiSend } from '@/lib/api-client';
import { userKeys } from './user-keys';

export interface UserFormValues {
  username: string;
  password: string;
  role: Role;
}

/** The body of PUT /admin/users/{id}: a blank password is left out so the current one is kept. */
export function updateUserBody(values: UserFormValues): { username: string; role: Role; password?: string } {
  const body: { username: string; role: Role; password?: string } = {
    username: values.username.trim(),
    role: values.role,
  };
  if (values.password) body.password = values.password;
  return body;
}

/** POST /admin/create-user or PUT /admin/users/{id}; the user list reloads afterwards. */
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
