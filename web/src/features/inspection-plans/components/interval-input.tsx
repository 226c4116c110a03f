import type { FieldError, UseFormRegister } from 'react-hook-form';
import { INTERVAL_UNITS } from '@harbour/contract';
import { inputClasses } from '@/components/ui/form-field';
import type { PlanFormValues } from '../plan-form-rules';
import { UNIT_LABELS } from '../plan-messages';

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
  return (
    <span className="inline-flex gap-2">
      <input
        id={id}
        inputMode="numeric"
        aria-label={`${label}: count`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClasses} w-20! text-right tabular-nums`}
        {...register(`${path}.count`)}
      />
      <select aria-label={`${label}: unit`} className={`${inputClasses} w-28!`} {...register(`${path}.unit`)}>
        {INTERVAL_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {UNIT_LABELS[unit]}
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
