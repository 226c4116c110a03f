/** The text of the red banner after a failed scan: the server's own words when it gave some. */
import { translate } from '@/i18n/translator';
import { ApiError } from '@/lib/api-error';
import { scannerMessages as m } from './scanner-messages';

export function scanErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? translate(m.errorProcessing);
  if (error instanceof Error && error.message) return error.message;
  return translate(m.errorGeneric);
}
