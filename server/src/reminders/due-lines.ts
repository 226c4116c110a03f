/** One due item as reminders show it: "Overdue: Life raft annual service: Liferaft LR-12". */
import { storedDueStatus, type CalendarDate, type DueStatus } from '../common/due-date';
import { dueItemName, type DescribedDueItem } from '../common/due-item-dto';

const STATUS_WORDS: Record<DueStatus, string> = { overdue: 'Overdue', 'due-soon': 'Due soon', ok: 'Due' };

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
const whatIsDue = (item: DescribedDueItem) =>
  item.kind === 'inspection' ? dueItemName(item) : `${dueItemName(item)} expires`;

export function toDueLine(item: DescribedDueItem, today: CalendarDate): DueLine {
  const status = storedDueStatus(item.due_on, item.warn_on, today);
  const what = whatIsDue(item);
  return {
    uid: `${item.kind}-${item.source_id}-${item.asset_id}@harbour-assets`,
    assetId: item.asset_id,
    assetName: item.asset_name,
    location: item.asset_location,
    what,
    dueOn: item.due_on,
    status,
    summary: `${STATUS_WORDS[status]}: ${what}: ${item.asset_name}`,
  };
}
