/** An inspection plan's interval rule in words, as staff read it beside a plan or a due date. */
import type { DueRuleInput } from '@harbour/contract';
import type { Message, PluralForms } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { wordsMessages as m } from './words-messages';

type Interval = DueRuleInput['every'];
type Unit = Interval['unit'];

const DURATION: Record<Unit, Message<PluralForms>> = {
  days: m.days,
  weeks: m.weeks,
  months: m.months,
  years: m.years,
};

const EVERY: Record<Unit, Message<PluralForms>> = {
  days: m.everyDays,
  weeks: m.everyWeeks,
  months: m.everyMonths,
  years: m.everyYears,
};

const FROM_WORDS: Record<NonNullable<DueRuleInput['firstOf']>['from'], Message<string>> = {
  manufacture: m.fromManufacture,
  'in-service': m.fromInService,
};

/** '12 months', '1 year'. */
export function durationWords({ count, unit }: Interval): string {
  return translate(DURATION[unit], { count });
}

/** 'every month', 'every 12 months'. */
export function everyWords({ count, unit }: Interval): string {
  return translate(EVERY[unit], { count });
}

/**
 * 'every 12 months; or 4 years from manufacture, whichever first; every 2 years once older than 10 years'.
 */
export function dueRuleWords(rule: DueRuleInput): string {
  const parts = [everyWords(rule.every)];
  if (rule.firstOf) {
    const { after, from } = rule.firstOf;
    parts.push(
      translate(m.whicheverFirst, { duration: durationWords(after), from: translate(FROM_WORDS[from]) }),
    );
  }
  if (rule.olderThan) {
    const { years, every } = rule.olderThan;
    parts.push(
      translate(m.onceOlderThan, {
        every: everyWords(every),
        age: durationWords({ count: years, unit: 'years' }),
      }),
    );
  }
  return parts.join('; ');
}
