/** The printed blank codes by state (unlinked, linked, retired), a page at a time, each retirable. */
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Ban } from 'lucide-react';
import { LABEL_CODE_STATES, PAGE_SIZE } from '@harbour/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListState } from '@/components/ui/list-state';
import { PagedResults } from '@/components/ui/pagination';
import { RowAction } from '@/components/ui/row-action';
import { messageOr } from '@/lib/error-message';
import { formatDate } from '@/lib/format-date';
import { useLabelCodes } from '../api/get-label-codes';
import { useRetireLabelCode } from '../api/retire-label-code';
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { labelMessages as m } from '../label-messages';

const STATE_WORDS: Record<string, Message<string>> = {
  unlinked: m.stateUnlinked,
  linked: m.stateLinked,
  retired: m.stateRetired,
};

export function LabelCodesList() {
  const { t } = useTranslation();
  const [state, setState] = useState<string>('unlinked');
  const [page, setPage] = useState(1);
  const codes = useLabelCodes(state, page);
  const retire = useRetireLabelCode();
  const [retiring, setRetiring] = useState<string | null>(null);

  function confirmRetire() {
    if (!retiring) return;
    retire.mutate(retiring, {
      onSuccess: () => {
        toast.success(translate(m.retired));
        setRetiring(null);
      },
      onError: (error) => toast.error(messageOr(error, translate(m.retireFailed))),
    });
  }

  let body: ReactNode;
  if (codes.isPending) body = <ListState kind="loading" message={t(m.codesLoading)} />;
  else if (codes.isError)
    body = <ListState kind="error" message={messageOr(codes.error, t(m.codesLoadFailed))} />;
  else if (codes.data.items.length === 0) body = <ListState kind="empty" message={t(m.codesEmpty)} />;
  else
    body = (
      <ul className="divide-y divide-slate-200">
        {codes.data.items.map((row) => (
          <li key={row.code} className="flex min-h-12 items-center gap-3 px-4 py-2">
            <span className="font-mono text-sm font-medium text-slate-900">{row.code}</span>
            <span className="min-w-0 flex-1 truncate text-sm text-slate-600">
              {row.assetName ?? t(m.printedOn, { date: formatDate(row.createdAt, '') })}
            </span>
            {row.state === 'retired' ? null : (
              <RowAction
                icon={Ban}
                label={t(m.retireLabel, { code: row.code })}
                tone="danger"
                onClick={() => setRetiring(row.code)}
              />
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="label-codes-title">
      <div className="flex flex-col gap-3 px-4 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="label-codes-title" className="text-lg font-semibold text-navy-900">
          {t(m.labelCodes)}
        </h2>
        <div role="group" aria-label={t(m.showCodes)} className="flex flex-wrap gap-2">
          {LABEL_CODE_STATES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={state === value}
              onClick={() => {
                setState(value);
                setPage(1);
              }}
              className={`min-h-12 rounded-full px-4 text-sm font-medium ring-1 ring-inset sm:min-h-10 ${
                state === value
                  ? 'bg-teal-700 text-white ring-teal-700'
                  : 'bg-white text-slate-800 ring-slate-300'
              }`}
            >
              {STATE_WORDS[value] ? t(STATE_WORDS[value]) : value}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-3">
        <PagedResults
          query={codes}
          page={page}
          pageSize={PAGE_SIZE}
          total={codes.data?.total ?? 0}
          onPageChange={setPage}
        >
          {body}
        </PagedResults>
      </div>
      <ConfirmDialog
        open={retiring !== null}
        title={t(m.retireTitle)}
        message={t(m.confirmRetire, { code: retiring ?? '' })}
        confirmLabel={t(m.retireTitle)}
        busyLabel={t(m.retiring)}
        busy={retire.isPending}
        onConfirm={confirmRetire}
        onCancel={() => setRetiring(null)}
      />
    </section>
  );
}
