import type { FieldError, UseFormRegister } from 'react-hook-form';
import { INTERVAL_UNITS } from '@harbour/contract';
import { inputClasses } from '@/components/ui/form-field';
import type { PlanFormValues } from '../plan-form-rules';
import { useTranslation } from '@/i18n/use-translation';
import { planMessages as m } from '../plan-messages';

const UNIT_LABELS = {
  days: m.unitDays,
  weeks: m.unitWeeks,
  months: m.unitMonths,
  years: m.unitYears,
} as const;

type IntervalPath = 'every' | 'firstOf.after' | 'olderThan.every';

interface IntervalInputProps {
  id: string;
  /** What the pair is called for screen readers: 'Interval', 'Whichever-first time'. */
  label: string;
  path: IntervalPath;
  register: UseFormRegister<PlanFormValues>;
  error: FieldError | undefined;
}

/** A count and its unit side by side: '12' 'months'. */
export function IntervalInput({ id, label, path, register, error }: IntervalInputProps) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex gap-2">
      <input
        id={id}
        inputMode="numeric"
        aria-label={t(m.countOf, { label })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClasses} w-20! text-right tabular-nums`}
        {...register(`${path}.count`)}
      />
      <select
        aria-label={t(m.unitOf, { label })}
        className={`${inputClasses} w-28!`}
        {...register(`${path}.unit`)}
      >
        {INTERVAL_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {t(UNIT_LABELS[unit])}
          </option>
        ))}
      </select>
    </span>
  );
}

export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
      {error.message}
    </p>
  );
}
