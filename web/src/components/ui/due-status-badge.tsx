/** Compliance state of a due item or an asset: overdue red, due soon amber, ok green, anything else grey. */
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

const STYLES: Record<string, { label: Message<string>; className: string }> = {
  overdue: { label: m.overdue, className: 'bg-red-100 text-red-800 ring-red-600/30' },
  'due-soon': { label: m.dueSoon, className: 'bg-amber-100 text-amber-900 ring-amber-600/30' },
  ok: { label: m.ok, className: 'bg-green-100 text-green-800 ring-green-600/20' },
  none: { label: m.noPlan, className: 'bg-slate-100 text-slate-700 ring-slate-500/20' },
};

/** 'Overdue', 'Due soon', 'OK', 'No plan'; a state added by a newer server by its own name. */
export function dueStatusLabel(status: string): string {
  const label = STYLES[status]?.label;
  return label ? translate(label) : status;
}

export function DueStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const style = STYLES[status];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${(style ?? STYLES.none!).className}`}
    >
      {style ? t(style.label) : status}
    </span>
  );
}
