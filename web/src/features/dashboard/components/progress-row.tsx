import type { Message, PluralForms } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { percentText, percentage } from '@/lib/percentage';

const bars = {
  blue: 'bg-blue-500',
  green: 'bg-green-500',
  yellow: 'bg-yellow-400',
  purple: 'bg-purple-500',
  navy: 'bg-navy-600',
  teal: 'bg-teal-500',
} as const;

export type BarColour = keyof typeof bars;

interface ProgressRowProps {
  label: string;
  count: number;
  total: number;
  colour: BarColour;
  /** The count with its noun ('{count} items'); a plain count otherwise. */
  unit?: Message<PluralForms>;
}

/** A label, its count and percentage of the total, and a bar. */
export function ProgressRow({ label, count, total, colour, unit }: ProgressRowProps) {
  const { t, locale } = useTranslation();
  const percent = percentage(count, total);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 break-words font-medium text-slate-700">{label}</span>
        <span className="shrink-0 tabular-nums text-slate-500">
          {unit ? t(unit, { count }) : count}{' '}
          <span className="text-slate-500">({percentText(percent, locale)})</span>
        </span>
      </div>
      <div
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={label}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={`h-full rounded-full ${bars[colour]}`}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
    </div>
  );
}
