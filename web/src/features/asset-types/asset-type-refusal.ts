/** What the server said when it refused a type, in the reader's language. */
import { getLanguageState } from '@/i18n/language-store';
import { translate } from '@/i18n/translator';
import { ApiError } from '@/lib/api-error';
import { messageOr } from '@/lib/error-message';
import { fieldErrors } from '@/lib/field-errors';
import type { AssetTypeRow } from '@/lib/readers/asset-type-reader';
import { assetTypeMessages as m } from './asset-type-messages';

/** A refused delete: the server's message (a type in use names its assets), in Norwegian the same in words. */
export function deleteRefusal(error: unknown, type: Pick<AssetTypeRow, 'name' | 'assetCount'>): string {
  const inUse = error instanceof ApiError && error.status === 409;
  if (inUse && getLanguageState().language !== 'en')
    return translate(m.deleteInUse, { name: type.name, count: type.assetCount });
  return messageOr(error, translate(m.deleteFailed));
}

/** A refused save, one line per reason: the fields the server named, a taken name, else its message. */
export function saveRefusal(error: unknown, name: string): string[] {
  const reasons = Object.entries(fieldErrors(error)).map(([path, reason]) => `${path}: ${reason}`);
  if (reasons.length > 0) return reasons;
  if (error instanceof ApiError && error.status === 409 && getLanguageState().language !== 'en')
    return [translate(m.nameTaken, { name })];
  return [messageOr(error, translate(m.saveFailed))];
}
