/** The asset types with their fields, for any signed-in person: the screens need the fields' labels. */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { AssetTypeRow } from '../readers/asset-type-reader';

export interface AssetTypes {
  /** Every type, sorted by name (an authority has tens). */
  list: AssetTypeRow[];
  /** The type an asset's `type` text names, matched as the server matches it (case and spaces ignored). */
  named: (name: string) => AssetTypeRow | undefined;
}

/**
 * GET /asset-types. Its reader and the contract's key rule are a chunk of their own, fetched with the answer,
 * so a list or a label link loads no type schema before it shows its first asset.
 */
export function useAssetTypes(enabled = true) {
  return useQuery({
    queryKey: queryKeys.assetTypes.list(),
    queryFn: () => import('./asset-type-index').then((m) => m.fetchAssetTypes()),
    enabled,
    staleTime: 60_000,
  });
}

export const typeNamed = (types: AssetTypes | undefined, name: string): AssetTypeRow | undefined =>
  types?.named(name);
