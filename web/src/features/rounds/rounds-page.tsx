/** /admin/rounds and /user/rounds: an admin sees every round, an employee the rounds assigned to them. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { PAGE_SIZE, ROUND_KINDS } from '@harbour/contract';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/form-field';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { PagedResults } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { messageOr } from '@/lib/error-message';
import { roundKindLabel } from '@/lib/round-words';
import { useRounds } from './api/get-rounds';
import { RoundsList } from './components/rounds-list';
import { STATUS_TABS, useRoundFilters } from './round-filters';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from './round-messages';

const SUBTITLES = { admin: m.subtitleAdmin, user: m.subtitleUser } as const;

export function RoundsPage({ area }: { area: 'admin' | 'user' }) {
  const { t } = useTranslation();
  const { tab, params, setTab, setKind, setPage } = useRoundFilters();
  const list = useRounds(params);

  let body: ReactNode;
  if (list.isPending) body = <ListState kind="loading" message={t(m.loadingRounds)} />;
  else if (list.isError)
    body = <ListState kind="error" message={messageOr(list.error, t(m.loadRoundsFailed))} />;
  else if (list.data.items.length === 0)
    body = <ListState kind="empty" message={tab === 'open' ? t(m.noOpenRounds) : t(m.noRoundsMatch)} />;
  else body = <RoundsList rounds={list.data.items} roundPath={paths[area].round} />;

  return (
    <>
      <PageHeader
        title={t(m.title)}
        subtitle={t(SUBTITLES[area])}
        actions={
          area === 'admin' ? (
            <Link to={paths.admin.newRound} className={buttonClasses('accent', 'lg')}>
              <Plus className="h-5 w-5" aria-hidden="true" />
              {t(m.newRound)}
            </Link>
          ) : null
        }
      />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between">
          <div role="group" aria-label={t(m.status)} className="flex flex-wrap gap-2">
            {STATUS_TABS.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={tab === option.value}
                onClick={() => setTab(option.value)}
                className={`inline-flex min-h-12 items-center rounded-lg px-4 text-sm font-semibold ${
                  tab === option.value
                    ? 'bg-navy-800 text-white'
                    : 'bg-white text-slate-800 ring-1 ring-inset ring-slate-300'
                }`}
              >
                {t(option.label)}
              </button>
            ))}
          </div>
          <div>
            <label
              htmlFor="rounds-kind"
              className="block text-xs font-semibold uppercase tracking-wider text-slate-600"
            >
              {t(m.kind)}
            </label>
            <select
              id="rounds-kind"
              value={params.kind}
              onChange={(event) => setKind(event.target.value)}
              className={`${inputClasses} mt-1 h-12 sm:w-56`}
            >
              <option value="">{t(m.allKinds)}</option>
              {ROUND_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {roundKindLabel(kind)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <PagedResults
          query={list}
          page={params.page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPageChange={setPage}
        >
          {body}
        </PagedResults>
      </Card>
    </>
  );
}
