/** The asset types with their fields, for any signed-in person: the screens need the fields' labels. */
import { useQuery } from '@tanstack/react-query';
import { assetTypeKey } from '@harbour/contract';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';
import { assetTypesReader, type AssetTypeRow } from '../readers/asset-type-reader';

const reader = assetTypesReader('GET /asset-types');

/** GET /asset-types: every type, sorted by name (an authority has tens). */
export function useAssetTypes(enabled = true) {
  return useQuery({
    queryKey: queryKeys.assetTypes.list(),
    queryFn: () => apiRequest('/asset-types', reader),
    enabled,
    staleTime: 60_000,
  });
}

/** The type an asset's `type` text names, matched as the server matches it (case and spaces ignored). */
export function typeNamed(
  types: readonly AssetTypeRow[] | undefined,
  name: string,
): AssetTypeRow | undefined {
  const key = assetTypeKey(name);
  return key ? types?.find((type) => assetTypeKey(type.name) === key) : undefined;
}
