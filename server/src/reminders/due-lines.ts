/** One due item as reminders show it: "Overdue: Life raft annual service: Liferaft LR-12". */
import { storedDueStatus, type CalendarDate, type DueStatus } from '../compliance/due-date';
import type { DescribedDueItem } from '../compliance/due-items-repository';

const DOCUMENT_LABELS = {
  certificate: 'Certificate',
  'survey-report': 'Survey report',
  manual: 'Manual',
  other: 'Document',
} as const;

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

function whatIsDue(item: DescribedDueItem): string {
  if (item.kind === 'inspection') return item.plan_name ?? 'Inspection';
  const label = item.document_kind ? DOCUMENT_LABELS[item.document_kind] : 'Document';
  const expiry = `${label}${item.document_number ? ` ${item.document_number}` : ''} expires`;
  return expiry;
}

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
