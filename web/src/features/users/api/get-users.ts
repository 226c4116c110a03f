import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lenientList, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { userReader } from '@/lib/readers/user-reader';
import { translate } from '@/i18n/translator';
import { userMessages as m } from '../user-messages';

const usersReader = lenientList(userReader, 'GET /admin/users: a user without id or name');
export type UserRow = z.output<typeof userReader>;

/** GET /admin/users: every account, searched and paged on the client. */
export function useUsers() {
  return useQuery({
    queryKey: queryKeys.users.list(),
    queryFn: async () => {
      try {
        return await apiRequest('/admin/users', readAs(usersReader, 'GET /admin/users'));
      } catch (error) {
        toast.error(
          translate(m.fetchFailed, { message: error instanceof Error ? error.message : String(error) }),
          {
            id: 'users-failed',
          },
        );
        throw error;
      }
    },
    retry: false,
  });
}
