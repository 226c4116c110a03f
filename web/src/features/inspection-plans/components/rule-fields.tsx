import type { PlanInput } from '@harbour/contract';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { inputClasses } from '@/components/ui/form-field';
import { dueRuleWords } from '@/lib/due-rule-words';
import { readableRule, type PlanFormValues } from '../plan-form-rules';
import { FieldMessage, IntervalInput } from './interval-input';

interface RuleFieldsProps {
  register: UseFormRegister<PlanFormValues>;
  control: Control<PlanFormValues, unknown, PlanInput>;
  errors: FieldErrors<PlanFormValues>;
}

const checkbox = 'h-5 w-5 shrink-0 rounded border-slate-300 accent-teal-700';
const optionRow = 'flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800';

/** When the work falls due: the interval, the optional second clock and shorter interval, the due-soon lead. */
export function RuleFields({ register, control, errors }: RuleFieldsProps) {
  const [every, firstOfOn, firstOf, olderThanOn, olderThan] = useWatch({
    control,
    name: ['every', 'firstOfOn', 'firstOf', 'olderThanOn', 'olderThan'],
  });
  const rule = readableRule({ every, firstOfOn, firstOf, olderThanOn, olderThan });
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-navy-900">When it falls due</legend>
      <div>
        <label htmlFor="plan-every" className="block text-sm font-medium text-slate-700">
          Every
        </label>
        <div className="mt-1.5">
          <IntervalInput
            id="plan-every"
            label="Interval"
            path="every"
            register={register}
            error={errors.every?.count}
          />
        </div>
        <FieldMessage id="plan-every" error={errors.every?.count} />
      </div>

      <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
        <label className={optionRow}>
          <input type="checkbox" className={checkbox} {...register('firstOfOn')} />
          Whichever comes first: also a fixed deadline from the asset's dates
        </label>
        {firstOfOn ? (
          <div className="mt-2 flex flex-wrap items-center gap-2 pl-8 text-sm text-slate-700">
            <span>or</span>
            <IntervalInput
              id="plan-first-of"
              label="Whichever-first time"
              path="firstOf.after"
              register={register}
              error={errors.firstOf?.after?.count}
            />
            <select
              aria-label="Counted from"
              className={`${inputClasses} w-auto!`}
              {...register('firstOf.from')}
            >
              <option value="manufacture">from manufacture</option>
              <option value="in-service">from entry into service</option>
            </select>
            <span>whichever comes first</span>
            <div className="w-full">
              <FieldMessage id="plan-first-of" error={errors.firstOf?.after?.count} />
            </div>
          </div>
        ) : null}
      </div>

      <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
        <label className={optionRow}>
          <input type="checkbox" className={checkbox} {...register('olderThanOn')} />A shorter interval once
          the asset is older
        </label>
        {olderThanOn ? (
          <div className="mt-2 flex flex-wrap items-center gap-2 pl-8 text-sm text-slate-700">
            <span>once older than</span>
            <input
              id="plan-older-years"
              inputMode="numeric"
              aria-label="Age in years"
              aria-invalid={errors.olderThan?.years ? true : undefined}
              aria-describedby={errors.olderThan?.years ? 'plan-older-years-error' : undefined}
              className={`${inputClasses} w-20! text-right tabular-nums`}
              {...register('olderThan.years')}
            />
            <span>years, every</span>
            <IntervalInput
              id="plan-older-every"
              label="Interval past that age"
              path="olderThan.every"
              register={register}
              error={errors.olderThan?.every?.count}
            />
            <div className="w-full">
              <FieldMessage id="plan-older-years" error={errors.olderThan?.years} />
              <FieldMessage id="plan-older-every" error={errors.olderThan?.every?.count} />
            </div>
          </div>
        ) : null}
      </div>

      <div>
        <label htmlFor="plan-due-soon" className="block text-sm font-medium text-slate-700">
          Due soon (days before the due date)
        </label>
        <input
          id="plan-due-soon"
          inputMode="numeric"
          aria-invalid={errors.dueSoonDays ? true : undefined}
          aria-describedby={errors.dueSoonDays ? 'plan-due-soon-error' : undefined}
          className={`${inputClasses} mt-1.5 w-24! text-right tabular-nums`}
          {...register('dueSoonDays')}
        />
        <FieldMessage id="plan-due-soon" error={errors.dueSoonDays} />
      </div>

      <p className="text-sm text-slate-600" aria-live="polite" data-testid="rule-in-words">
        {rule ? (
          <>
            <span className="font-medium text-slate-800">Reads: </span>
            {dueRuleWords(rule)}
          </>
        ) : (
          'Complete the interval to see it in words.'
        )}
      </p>
    </fieldset>
  );
}
