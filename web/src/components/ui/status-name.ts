import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { uiMessages as m } from '@/components/ui-messages';

/** The words shown for each status; the value itself (sent to and from the server) stays English. */
const STATUS_NAMES: Record<string, Message<string>> = {
  Available: m.statusAvailable,
  'In Use': m.statusInUse,
  'Under Maintenance': m.statusUnderMaintenance,
  Retired: m.statusRetired,
  Reservable: m.statusReservable,
};

/** A status in the reader's language ('Under Maintenance', 'Under vedlikehald'); one a newer server added by its own name. */
export function statusName(status: string): string {
  const name = STATUS_NAMES[status];
  return name ? translate(name) : status;
}
