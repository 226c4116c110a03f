/** What the server said when it refused a type: in Norwegian, the words for its code. */
import { translate } from '@/i18n/translator';
import { messageOr } from '@/lib/error-message';
import { fieldErrors } from '@/lib/field-errors';
import { assetTypeMessages as m } from './asset-type-messages';

/** A refused save, one line per reason: the fields the server named, else its message (a taken name). */
export function saveRefusal(error: unknown): string[] {
  const reasons = Object.entries(fieldErrors(error)).map(([path, reason]) => `${path}: ${reason}`);
  return reasons.length > 0 ? reasons : [messageOr(error, translate(m.saveFailed))];
}
