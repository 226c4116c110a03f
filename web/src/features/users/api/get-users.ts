import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { userSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { USER_MESSAGES } from '../user-messages';
import { userKeys } from './user-keys';

/** GET /admin/users: every account, searched and paged on the client (SPEC.md section 2). */
export function useUsers() {
  return useQuery({
    queryKey: userKeys.list(),
    queryFn: async () => {
      try {
        return await apiRequest('/admin/users', userSchema.array());
      } catch (error) {
        toast.error(USER_MESSAGES.fetchFailed(error instanceof Error ? error.message : String(error)), {
          id: 'users-failed',
        });
        throw error;
      }
    },
    retry: false,
  });
}
