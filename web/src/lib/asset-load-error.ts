/** Why an asset's screen cannot show it, in words: the address was not an asset id, or no asset has it. */
import { OBJECT_ID_PATTERN } from '@harbour/contract';
import { ApiError } from './api-error';
import { currentWords } from './current-words';
import { messageOr } from './error-message';
import { wordsMessages as m } from './words-messages';

export const ASSET_LOAD_MESSAGES = currentWords({
  invalidId: m.invalidAssetId,
  notFound: m.assetNotFound,
  failed: m.assetLoadFailed,
});

export const isAssetId = (id: string | undefined): id is string => OBJECT_ID_PATTERN.test(id ?? '');

export function assetLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return ASSET_LOAD_MESSAGES.notFound;
  if (error instanceof ApiError && error.status === 400) return ASSET_LOAD_MESSAGES.invalidId;
  return messageOr(error, ASSET_LOAD_MESSAGES.failed);
}
