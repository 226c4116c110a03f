import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { assetTypesReader } from '@/lib/readers/asset-type-reader';

const reader = assetTypesReader('GET /admin/asset-types');

/** GET /admin/asset-types: every type with its fields and counts, sorted by name. */
export function useAdminAssetTypes() {
  return useQuery({
    queryKey: queryKeys.assetTypes.admin(),
    queryFn: () => apiRequest('/admin/asset-types', reader),
  });
}
