import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { DueStatusBadge } from '@/components/ui/due-status-badge';
import type { DueItemRow } from '@/lib/readers/due-item-reader';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { dueItemName } from '@/lib/due-item-name';
import { wordsMessages as words } from '@/lib/words-messages';
import { complianceMessages as m } from '../compliance-messages';

interface DueItemsListProps {
  items: DueItemRow[];
  /** The asset page's path in the screen's own area. */
  assetPath: (id: string) => string;
  /** An inspection form's path in the screen's own area. */
  inspectPath: (assetId: string, planId: string) => string;
}

const KIND_WORDS: Record<string, Message<string>> = {
  inspection: m.kindInspection,
  document: m.kindDocument,
  'off-station': words.offStation,
};

/**
 * Due items, soonest first: a table on a wide screen, cards on a phone. Each row's button is what resolves it:
 * an inspection starts its checklist; a certificate opens the asset's page, where it is replaced.
 */
export function DueItemsList({ items, assetPath, inspectPath }: DueItemsListProps) {
  const { t } = useTranslation();
  const kindLabel = (kind: string) => {
    const word = KIND_WORDS[kind];
    return word ? t(word) : kind;
  };
  return (
    <CardTable
      label={t(m.tableLabel)}
      columns={[
        { label: t(m.asset) },
        { label: t(m.what) },
        { label: t(m.due) },
        { label: t(m.status) },
        { label: t(m.type), wideOnly: true },
        { label: t(m.location), wideOnly: true },
        { label: t(m.lastDone), wideOnly: true },
        { label: t(m.action) },
      ]}
    >
      {items.map((item) => (
        <CardRow key={`${item.assetId}-${item.kind}-${item.sourceId}`}>
          <CardCell label={t(m.asset)} primary>
            <Link
              to={assetPath(item.assetId)}
              className="inline-flex min-h-12 items-center font-semibold text-navy-800 underline decoration-slate-300 underline-offset-4 hover:decoration-navy-700 sm:min-h-0"
            >
              {item.assetName || item.assetId}
            </Link>
            {/* A desk narrower than 1280 px: type and location under the name, not columns of their own. */}
            <span className="hidden text-xs text-slate-600 sm:block xl:hidden">
              {item.assetType} · {item.location}
            </span>
          </CardCell>
          <CardCell label={t(m.what)}>
            <span className="block font-medium text-slate-900">{dueItemName(item)}</span>
            <span className="block text-xs text-slate-500">
              {[kindLabel(item.kind), item.reference].filter(Boolean).join(' · ')}
            </span>
          </CardCell>
          <CardCell label={t(m.due)}>
            <time dateTime={item.dueOn} className="whitespace-nowrap font-medium tabular-nums text-slate-900">
              {item.dueOn}
            </time>
          </CardCell>
          <CardCell label={t(m.status)}>
            <DueStatusBadge status={item.status} />
          </CardCell>
          <CardCell label={t(m.type)} wideOnly>
            {item.assetType}
          </CardCell>
          <CardCell label={t(m.location)} wideOnly>
            {item.location}
          </CardCell>
          <CardCell label={t(m.lastDone)} wideOnly>
            <span className="whitespace-nowrap tabular-nums">{item.lastDoneOn ?? t(m.never)}</span>
          </CardCell>
          <CardCell label={t(m.action)} actions>
            {item.kind === 'inspection' ? (
              <Link
                to={inspectPath(item.assetId, item.sourceId)}
                className={`${buttonClasses('primary', 'lg')} w-full whitespace-nowrap sm:h-10 sm:w-auto sm:gap-1.5 sm:px-3 sm:text-sm`}
              >
                <ClipboardCheck className="h-5 w-5" aria-hidden="true" />
                {t(m.startInspection)}
              </Link>
            ) : (
              <Link
                to={assetPath(item.assetId)}
                className={`${buttonClasses('secondary', 'lg')} w-full whitespace-nowrap sm:h-10 sm:w-auto sm:px-3 sm:text-sm`}
              >
                {t(m.openAssetPage)}
              </Link>
            )}
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
