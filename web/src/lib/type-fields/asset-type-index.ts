/** GET /asset-types read, with each type found by its key: loaded with the first screen that needs types. */
import { assetTypeKey } from '@harbour/contract';
import { apiRequest } from '../api-client';
import { assetTypesReader, type AssetTypeRow } from '../readers/asset-type-reader';
import type { AssetTypes } from './use-asset-types';

const reader = assetTypesReader('GET /asset-types');

export async function fetchAssetTypes(): Promise<AssetTypes> {
  const list = await apiRequest('/asset-types', reader);
  const byKey = new Map<string, AssetTypeRow>(list.map((type) => [assetTypeKey(type.name), type]));
  return { list, named: (name) => byKey.get(assetTypeKey(name)) };
}
