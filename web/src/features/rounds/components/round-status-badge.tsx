/** Open teal, finished grey. */
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';
export function RoundStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const open = status === 'open';
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        open ? 'bg-teal-50 text-teal-900 ring-teal-700/30' : 'bg-slate-100 text-slate-800 ring-slate-500/30'
      }`}
    >
      {open ? t(m.statusOpen) : status === 'finished' ? t(m.statusFinished) : status}
    </span>
  );
}
