import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { DueStatusBadge } from '@/components/ui/due-status-badge';
import { duePhrase } from '@/lib/due-phrase';
import { dueItemName } from '@/lib/due-item-name';
import type { Message } from '@/i18n/define-messages';
import type { DueItemRow as DueItemView } from '@/lib/readers/due-item-reader';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

const KIND_LINE: Record<string, Message<`${string}{due}${string}`>> = {
  inspection: m.inspectionDue,
  document: m.documentDue,
  'off-station': m.offStationDue,
};

/** One thing that falls due: what, when, its state; an inspection can be started from here. */
export function DueItemRow({ item, inspectPath }: { item: DueItemView; inspectPath: string | null }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center" data-testid="due-item">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {dueItemName(item)}
          <DueStatusBadge status={item.status} />
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t(KIND_LINE[item.kind] ?? m.inspectionDue, { due: duePhrase(item) })}
          {item.lastDoneOn ? ` · ${t(m.lastDoneOn, { date: item.lastDoneOn })}` : ''}
          {item.reference ? ` · ${item.reference}` : ''}
        </p>
      </div>
      {inspectPath ? (
        <Link
          to={inspectPath}
          aria-label={t(m.startInspectionOf, { name: item.name })}
          className={`${buttonClasses('accent', 'lg')} h-12 shrink-0`}
        >
          <ClipboardCheck className="h-5 w-5" aria-hidden="true" />
          {t(m.startInspection)}
        </Link>
      ) : null}
    </li>
  );
}
