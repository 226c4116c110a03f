/** GET /api/assets/:id/compliance: the asset's state and every item that falls due on it. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { assetComplianceReader } from '@/lib/readers/compliance-readers';

const complianceReader = readAs(assetComplianceReader, 'GET /assets/:id/compliance');

export const assetComplianceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.compliance.forAsset(id),
    queryFn: () => apiRequest(`/assets/${encodeURIComponent(id)}/compliance`, complianceReader),
  });
