import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { lenientList, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { userReader } from '@/lib/readers/user-reader';
import { translate } from '@/i18n/translator';
import { assetMessages } from '../asset-messages';

const assignableUsersReader = readAs(
  lenientList(userReader.pick({ _id: true, username: true }), 'GET /admin/users: a user without id or name'),
  'GET /admin/users',
);

/** GET /admin/users: the people an asset can be assigned to. */
export function useAssignableUsers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.users.assignable(),
    queryFn: async () => {
      try {
        return await apiRequest('/admin/users', assignableUsersReader);
      } catch (error) {
        toast.error(translate(assetMessages.usersLoadFailed), { id: 'assignable-users-failed' });
        throw error;
      }
    },
    retry: false,
    enabled,
  });
}
