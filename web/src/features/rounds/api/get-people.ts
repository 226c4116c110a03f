/** GET /admin/users: the people a round can be assigned to (the same answer the asset form reads). */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lenientList, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { userReader } from '@/lib/readers/user-reader';

const peopleReader = readAs(
  lenientList(userReader.pick({ _id: true, username: true }), 'GET /admin/users: a user without id or name'),
  'GET /admin/users',
);

export function usePeople() {
  return useQuery({
    queryKey: queryKeys.users.assignable(),
    queryFn: () => apiRequest('/admin/users', peopleReader),
  });
}
