import type { PlanInput } from '@harbour/contract';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { inputClasses } from '@/components/ui/form-field';
import { dueRuleWords } from '@/lib/due-rule-words';
import { readableRule, type PlanFormValues } from '../plan-form-rules';
import { FieldMessage, IntervalInput } from './interval-input';
import { useTranslation } from '@/i18n/use-translation';
import { planMessages as m } from '../plan-messages';

interface RuleFieldsProps {
  register: UseFormRegister<PlanFormValues>;
  control: Control<PlanFormValues, unknown, PlanInput>;
  errors: FieldErrors<PlanFormValues>;
}

/** Form paths, not words (named, so the words-on-screen lint does not read them as text). */
const FIRST_OF_PATH = 'firstOf.after';
const OLDER_THAN_PATH = 'olderThan.every';

const checkbox = 'h-5 w-5 shrink-0 rounded border-slate-300 accent-teal-700';
const optionRow = 'flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800';

/** When the work falls due: the interval, the optional second clock and shorter interval, the due-soon lead. */
export function RuleFields({ register, control, errors }: RuleFieldsProps) {
  const { t } = useTranslation();
  const [every, firstOfOn, firstOf, olderThanOn, olderThan] = useWatch({
    control,
    name: ['every', 'firstOfOn', 'firstOf', 'olderThanOn', 'olderThan'],
  });
  const rule = readableRule({ every, firstOfOn, firstOf, olderThanOn, olderThan });
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-navy-900">{t(m.whenDue)}</legend>
      <div>
        <label htmlFor="plan-every" className="block text-sm font-medium text-slate-700">
          {t(m.every)}
        </label>
        <div className="mt-1.5">
          <IntervalInput
            id="plan-every"
            label={t(m.interval)}
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
          {t(m.whicheverFirstOption)}
        </label>
        {firstOfOn ? (
          <div className="mt-2 flex flex-wrap items-center gap-2 pl-8 text-sm text-slate-700">
            <span>{t(m.or)}</span>
            <IntervalInput
              id="plan-first-of"
              label={t(m.whicheverFirstTime)}
              path={FIRST_OF_PATH}
              register={register}
              error={errors.firstOf?.after?.count}
            />
            <select
              aria-label={t(m.countedFrom)}
              className={`${inputClasses} w-auto!`}
              {...register('firstOf.from')}
            >
              <option value="manufacture">{t(m.fromManufacture)}</option>
              <option value="in-service">{t(m.fromInService)}</option>
            </select>
            <span>{t(m.whicheverFirst)}</span>
            <div className="w-full">
              <FieldMessage id="plan-first-of" error={errors.firstOf?.after?.count} />
            </div>
          </div>
        ) : null}
      </div>

      <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
        <label className={optionRow}>
          <input type="checkbox" className={checkbox} {...register('olderThanOn')} />
          {t(m.olderOption)}
        </label>
        {olderThanOn ? (
          <div className="mt-2 flex flex-wrap items-center gap-2 pl-8 text-sm text-slate-700">
            <span>{t(m.onceOlderThan)}</span>
            <input
              id="plan-older-years"
              inputMode="numeric"
              aria-label={t(m.ageInYears)}
              aria-invalid={errors.olderThan?.years ? true : undefined}
              aria-describedby={errors.olderThan?.years ? 'plan-older-years-error' : undefined}
              className={`${inputClasses} w-20! text-right tabular-nums`}
              {...register('olderThan.years')}
            />
            <span>{t(m.yearsEvery)}</span>
            <IntervalInput
              id="plan-older-every"
              label={t(m.intervalPastAge)}
              path={OLDER_THAN_PATH}
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
          {t(m.dueSoonLabel)}
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
            <span className="font-medium text-slate-800">{t(m.reads)}</span>
            {dueRuleWords(rule)}
          </>
        ) : (
          t(m.completeInterval)
        )}
      </p>
    </fieldset>
  );
}
