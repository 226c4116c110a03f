import { useQuery } from '@tanstack/react-query';
import { userWithAssetsSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';

export const usersWithAssetsKey = ['users', 'with-assets'] as const;

/** GET /admin/users-with-assets. */
export function useUsersWithAssets() {
  return useQuery({
    queryKey: usersWithAssetsKey,
    queryFn: () => apiRequest('/admin/users-with-assets', userWithAssetsSchema.array()),
  });
}
