/** Why an asset's screen cannot show it, in words: the address was not an asset id, or no asset has it. */
import { OBJECT_ID_PATTERN } from '@harbour/contract';
import { ApiError } from './api-error';
import { messageOr } from './error-message';

export const ASSET_LOAD_MESSAGES = {
  invalidId: 'This address does not contain a valid asset ID.',
  notFound: 'Asset not found. It may have been deleted.',
  failed: 'Failed to load the asset. Check the connection and try again.',
} as const;

export const isAssetId = (id: string | undefined): id is string => OBJECT_ID_PATTERN.test(id ?? '');

export function assetLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return ASSET_LOAD_MESSAGES.notFound;
  if (error instanceof ApiError && error.status === 400) return ASSET_LOAD_MESSAGES.invalidId;
  return messageOr(error, ASSET_LOAD_MESSAGES.failed);
}
