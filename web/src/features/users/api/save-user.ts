import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { refreshAfter } from '@/lib/stale-lists';

export interface UserFormValues {
  username: string;
  password: string;
  /** A role of the contract, or one only a newer server knows (kept as it is on edit). */
  role: string;
  /** '' for none; on edit, '' removes the stored one. */
  email: string;
  /** E-mailed at once of a safety defect; only an administrator can be one. */
  dutyOfficer: boolean;
}

interface UserBody {
  username: string;
  role: string;
  email?: string;
  password?: string;
  dutyOfficer?: boolean;
}

/** The body of PUT /admin/users/{id}: a blank password is left out so the current one is kept. */
function updateUserBody(values: UserFormValues): UserBody {
  const body: UserBody = { username: values.username.trim(), role: values.role, email: values.email.trim() };
  if (values.password) body.password = values.password;
  // Only an administrator is offered the switch; a user's flag is the server's to clear.
  if (values.role === 'admin') body.dutyOfficer = values.dutyOfficer;
  return body;
}

/** The body of POST /admin/create-user: without an e-mail address when none was given. */
function createUserBody(values: UserFormValues): UserBody {
  const body: UserBody = { username: values.username.trim(), password: values.password, role: values.role };
  const email = values.email.trim();
  if (email) body.email = email;
  if (values.role === 'admin' && values.dutyOfficer) body.dutyOfficer = true;
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
            body: createUserBody(values),
          }),
    onSettled: (_data, _error, { id }) => refreshAfter(queryClient, id ? 'updateUser' : 'createUser'),
  });
}
