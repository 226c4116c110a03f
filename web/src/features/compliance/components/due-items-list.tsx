import { Link } from 'react-router';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { DueStatusBadge } from '@/components/ui/due-status-badge';
import type { DueItemRow } from '@/lib/readers/due-item-reader';

interface DueItemsListProps {
  items: DueItemRow[];
  /** The asset page's path in the screen's own area. */
  assetPath: (id: string) => string;
}

const KIND_WORDS: Record<string, string> = { inspection: 'Inspection', document: 'Document expiry' };

/** Due items, soonest first: a table on a wide screen, cards on a phone; each asset opens its page. */
export function DueItemsList({ items, assetPath }: DueItemsListProps) {
  return (
    <CardTable
      label="Due items"
      columns={[
        { label: 'Asset' },
        { label: 'What' },
        { label: 'Due' },
        { label: 'Status' },
        { label: 'Type' },
        { label: 'Location' },
        { label: 'Last done' },
      ]}
    >
      {items.map((item) => (
        <CardRow key={`${item.assetId}-${item.kind}-${item.sourceId}`}>
          <CardCell label="Asset" primary>
            <Link
              to={assetPath(item.assetId)}
              className="inline-flex min-h-12 items-center font-semibold text-navy-800 underline-offset-2 hover:underline sm:min-h-0"
            >
              {item.assetName || item.assetId}
            </Link>
          </CardCell>
          <CardCell label="What">
            <span className="block font-medium text-slate-900">{item.name}</span>
            <span className="block text-xs text-slate-500">
              {[KIND_WORDS[item.kind] ?? item.kind, item.reference].filter(Boolean).join(' · ')}
            </span>
          </CardCell>
          <CardCell label="Due">
            <time dateTime={item.dueOn} className="whitespace-nowrap font-medium tabular-nums text-slate-900">
              {item.dueOn}
            </time>
          </CardCell>
          <CardCell label="Status">
            <DueStatusBadge status={item.status} />
          </CardCell>
          <CardCell label="Type">{item.assetType}</CardCell>
          <CardCell label="Location">{item.location}</CardCell>
          <CardCell label="Last done">
            <span className="whitespace-nowrap tabular-nums">{item.lastDoneOn ?? 'Never'}</span>
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
