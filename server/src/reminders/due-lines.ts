/** One due item as reminders show it: "Overdue: Life raft annual service: Liferaft LR-12". */
import { storedDueStatus, type CalendarDate, type DueStatus } from '../common/due-date';
import { dueItemName, type DescribedDueItem } from '../common/due-item-dto';
import type { ServerTranslator } from '../common/reader-language';
import { reminderMessages as m } from './reminder-messages';

const STATUS_WORDS = { overdue: m.overdue, 'due-soon': m.dueSoon, ok: m.due } as const satisfies Record<
  DueStatus,
  unknown
>;

export interface DueLine {
  uid: string;
  assetId: string;
  assetName: string;
  location: string;
  what: string;
  dueOn: CalendarDate;
  status: DueStatus;
  summary: string;
}

/** A plan by its name; a document by when it expires: "Certificate SOL-2291 expires". */
const whatIsDue = (item: DescribedDueItem, { t }: ServerTranslator) =>
  item.kind === 'inspection' ? dueItemName(item) : t(m.expires, { name: dueItemName(item) });

/** The item in the reader's words (the digest's recipient, the feed's owner). */
export function toDueLine(item: DescribedDueItem, today: CalendarDate, words: ServerTranslator): DueLine {
  const status = storedDueStatus(item.due_on, item.warn_on, today);
  const what = whatIsDue(item, words);
  return {
    uid: `${item.kind}-${item.source_id}-${item.asset_id}@harbour-assets`,
    assetId: item.asset_id,
    assetName: item.asset_name,
    location: item.asset_location,
    what,
    dueOn: item.due_on,
    status,
    summary: `${words.t(STATUS_WORDS[status])}: ${what}: ${item.asset_name}`,
  };
}
