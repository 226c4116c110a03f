/** A round's assets by state (found, not found yet or missing, not expected), a page at a time, kept live. */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPinned } from 'lucide-react';
import { PAGE_SIZE } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { ListState } from '@/components/ui/list-state';
import { PagedResults } from '@/components/ui/pagination';
import { messageOr } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { useRoundItems } from '../api/get-round-items';
import type { RoundItemView, RoundView } from '../api/round-readers';
import { formatPosition } from '../format-position';
import { missingLabel } from './round-progress';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

interface RoundItemsProps {
  round: RoundView;
  assetPath: (id: string) => string;
  /** "Move here" for an unexpected asset, when the round allows it. */
  onMove: ((assetId: string) => void) | null;
  moving: boolean;
}

function tabsOf(round: RoundView) {
  const open = round.status !== 'finished';
  return [
    { state: 'found', label: m.found, count: round.counts.found },
    { state: open ? 'pending' : 'missing', label: missingLabel(round.status), count: round.counts.missing },
    { state: 'unexpected', label: m.notExpected, count: round.counts.unexpected },
  ];
}

const EMPTY: Record<string, Message<string>> = {
  found: m.nothingFound,
  pending: m.allFound,
  missing: m.nothingMissing,
  unexpected: m.noUnexpected,
};

function Marked({ item }: { item: RoundItemView }) {
  const { t } = useTranslation();
  if (!item.markedAt) return <span className="text-slate-500">{t(m.notScanned)}</span>;
  return (
    <>
      {item.markedBy ? <span className="block break-words">{item.markedBy}</span> : null}
      <span className="block whitespace-nowrap">{formatDateTime(item.markedAt, '')}</span>
    </>
  );
}

export function RoundItems({ round, assetPath, onMove, moving }: RoundItemsProps) {
  const { t } = useTranslation();
  const tabs = tabsOf(round).map((tab) => ({ ...tab, label: t(tab.label) }));
  const [chosen, setChosen] = useState('found');
  const [page, setPage] = useState(1);
  // A finished round's pending tab becomes its missing tab.
  const state = tabs.some((tab) => tab.state === chosen) ? chosen : tabs[1]!.state;
  const items = useRoundItems(round._id, state, page, round.version);

  const empty = EMPTY[state];
  const emptyText = empty ? t(empty) : '';
  let body: ReactNode;
  if (items.isPending) body = <ListState kind="loading" message={t(m.loadingAssets)} />;
  else if (items.isError)
    body = <ListState kind="error" message={messageOr(items.error, t(m.loadAssetsFailed))} />;
  else if (items.data.items.length === 0) body = <ListState kind="empty" message={emptyText} />;
  else
    body = (
      <CardTable
        label={tabs.find((tab) => tab.state === state)?.label ?? state}
        columns={[
          { label: t(m.asset) },
          { label: t(m.location) },
          { label: t(m.scanned) },
          { label: t(m.position) },
          ...(state === 'unexpected' && onMove ? [{ label: t(m.action) }] : []),
        ]}
      >
        {items.data.items.map((item) => (
          <CardRow key={item.assetId}>
            <CardCell label={t(m.asset)} primary>
              <Link
                to={assetPath(item.assetId)}
                className="inline-flex min-h-12 items-center font-semibold text-navy-800 underline-offset-2 hover:underline sm:min-h-0"
              >
                {item.assetName || item.assetId}
              </Link>
              {item.assetType ? <span className="block text-xs text-slate-600">{item.assetType}</span> : null}
            </CardCell>
            <CardCell label={t(m.location)}>
              {item.location}
              {item.movedAt ? <span className="block text-xs text-teal-800">{t(m.movedHere)}</span> : null}
            </CardCell>
            <CardCell label={t(m.scanned)}>
              <Marked item={item} />
            </CardCell>
            <CardCell label={t(m.position)}>
              <span className="tabular-nums">{item.position ? formatPosition(item.position) : '—'}</span>
            </CardCell>
            {state === 'unexpected' && onMove ? (
              <CardCell label={t(m.action)}>
                {item.movedAt ? null : (
                  <Button
                    variant="secondary"
                    size="lg"
                    disabled={moving}
                    onClick={() => onMove(item.assetId)}
                    aria-label={t(m.moveNamedHere, { name: item.assetName })}
                  >
                    <MapPinned className="h-5 w-5" aria-hidden="true" />
                    {t(m.moveHere)}
                  </Button>
                )}
              </CardCell>
            ) : null}
          </CardRow>
        ))}
      </CardTable>
    );

  return (
    <section aria-label={t(m.assetsOfRound)}>
      <div
        role="tablist"
        aria-label={t(m.assetsByState)}
        className="flex flex-wrap gap-2 border-b border-slate-200 p-3"
      >
        {tabs.map((tab) => (
          <button
            key={tab.state}
            type="button"
            role="tab"
            aria-selected={tab.state === state}
            onClick={() => {
              setChosen(tab.state);
              setPage(1);
            }}
            className={`inline-flex min-h-12 items-center gap-2 rounded-lg px-4 text-sm font-semibold ${
              tab.state === state
                ? 'bg-navy-800 text-white'
                : 'bg-white text-slate-800 ring-1 ring-inset ring-slate-300'
            }`}
          >
            {tab.label}
            <span className="tabular-nums">{tab.count}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabs.find((tab) => tab.state === state)?.label}>
        <PagedResults
          query={items}
          page={page}
          pageSize={PAGE_SIZE}
          total={items.data?.total ?? 0}
          onPageChange={setPage}
        >
          {body}
        </PagedResults>
      </div>
    </section>
  );
}
