import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { userSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { ASSET_MESSAGES } from '../asset-messages';
import { assetKeys } from './asset-keys';

/** GET /admin/users: the people an asset can be assigned to. */
export function useAssignableUsers(enabled: boolean) {
  return useQuery({
    queryKey: assetKeys.assignableUsers(),
    queryFn: async () => {
      try {
        return await apiRequest('/admin/users', userSchema.array());
      } catch (error) {
        toast.error(ASSET_MESSAGES.usersLoadFailed, { id: 'assignable-users-failed' });
        throw error;
      }
    },
    retry: false,
    enabled,
  });
}
