/** A round's progress: the share of expected assets found as a bar, and the four counts. */
import { percentage } from '@/lib/percentage';
import type { RoundCountsView } from '../api/round-readers';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

interface ProgressBarProps {
  counts: RoundCountsView;
  /** The bar's accessible name. */
  label: string;
  size?: 'sm' | 'lg';
}

export function RoundProgressBar({ counts, label, size = 'sm' }: ProgressBarProps) {
  const { t } = useTranslation();
  const percent = Math.min(percentage(counts.found, counts.expected), 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={t(m.foundOf, { found: counts.found, expected: counts.expected })}
      className={`overflow-hidden rounded-full bg-slate-200 ${size === 'lg' ? 'h-4' : 'h-2'}`}
    >
      <div className="h-full rounded-full bg-green-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** While a round is open what was not found is pending; once finished it is missing. */
export function missingLabel(status: string): Message<string> {
  return status === 'finished' ? m.missing : m.notFoundYet;
}

export function RoundCounts({ counts, status }: { counts: RoundCountsView; status: string }) {
  const { t } = useTranslation();
  const figures = [
    { label: t(m.expected), value: counts.expected, className: 'text-navy-900' },
    { label: t(m.found), value: counts.found, className: 'text-green-800' },
    { label: t(missingLabel(status)), value: counts.missing, className: 'text-red-800' },
    { label: t(m.notExpected), value: counts.unexpected, className: 'text-violet-800' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="round-counts">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <dt className="text-xs font-semibold uppercase tracking-wider text-slate-600">{figure.label}</dt>
          <dd className={`text-3xl font-bold tabular-nums ${figure.className}`}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
