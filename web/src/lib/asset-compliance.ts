/** GET /api/assets/:id/compliance: the asset's state and every item that falls due on it (inspections and certificates), for every screen that shows it. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { readAs } from './lenient';
import { queryKeys } from './query-keys';
import { assetComplianceReader } from './readers/compliance-readers';

const complianceReader = readAs(assetComplianceReader, 'GET /assets/:id/compliance');

export const assetComplianceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.compliance.forAsset(id),
    queryFn: () => apiRequest(`/assets/${encodeURIComponent(id)}/compliance`, complianceReader),
  });
