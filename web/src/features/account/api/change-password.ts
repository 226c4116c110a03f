import { useMutation } from '@tanstack/react-query';
import { changePasswordResponseSchema, type ChangePasswordInput } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /me/password: answers a fresh token for this session; every other session is signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest('/me/password', changePasswordResponseSchema, { method: 'POST', body: input }),
  });
}
