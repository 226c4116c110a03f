/** A marker's state in the reader's words, the same words the other screens use for it. */
import { dueStatusLabel } from '@/components/ui/due-status-badge';
import { statusName } from '@/components/ui/status-name';
import { translate } from '@/i18n/translator';
import { wordsMessages as words } from '@/lib/words-messages';

export function mapStateLabel(state: string): string {
  if (state === 'off-station') return translate(words.offStation);
  if (state === 'under-maintenance') return statusName('Under Maintenance');
  // Overdue, Due soon, OK; a state a newer server added by its own name.
  return dueStatusLabel(state);
}
