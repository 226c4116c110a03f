/** What the label link page says when it cannot show the asset. */
import { translate } from '@/i18n/translator';
import { ApiError } from '@/lib/api-error';
import { scanErrorMessage } from './scan-error-message';
import { scannerMessages as m } from './scanner-messages';

export function assetLinkErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return translate(m.notFound);
  if (error instanceof ApiError && error.status === 400) return translate(m.invalidId);
  return scanErrorMessage(error);
}
