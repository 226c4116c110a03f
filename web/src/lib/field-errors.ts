/** A refused form's reasons, field by field, as the server gave them (a 400 names each field it refused). */
import { translatedCode } from '@/i18n/translator';
import { ApiError } from './api-error';
import { messageOr } from './error-message';

/** Each refused field's reason, in the reader's language where the field's code has words in it. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return {};
  const reasons: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.errors))
    reasons[field] = translatedCode('fieldErrors', error.fieldCodes?.[field]) ?? message;
  return reasons;
}

/**
 * What a toast says of a refused save: the fields' reasons in plain words when the server named fields
 * (not its "Invalid request: name: ..." summary), else its message, else the fallback.
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  const reasons = Object.values(fieldErrors(error));
  return reasons.length > 0 ? reasons.join('. ') : messageOr(error, fallback);
}
