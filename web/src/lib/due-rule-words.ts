/** An inspection plan's interval rule in words, as staff read it beside a plan or a due date. */
import type { DueRuleInput } from '@harbour/contract';

type Interval = DueRuleInput['every'];

const SINGULAR: Record<Interval['unit'], string> = {
  days: 'day',
  weeks: 'week',
  months: 'month',
  years: 'year',
};

const FROM_WORDS: Record<NonNullable<DueRuleInput['firstOf']>['from'], string> = {
  manufacture: 'from manufacture',
  'in-service': 'from entry into service',
};

/** '12 months', '1 year'. */
export function durationWords({ count, unit }: Interval): string {
  return `${count} ${count === 1 ? SINGULAR[unit] : unit}`;
}

/** 'every month', 'every 12 months'. */
export function everyWords(interval: Interval): string {
  return interval.count === 1 ? `every ${SINGULAR[interval.unit]}` : `every ${durationWords(interval)}`;
}

/**
 * 'every 12 months; or 4 years from manufacture, whichever first; every 2 years once older than 10 years'.
 */
export function dueRuleWords(rule: DueRuleInput): string {
  const parts = [everyWords(rule.every)];
  if (rule.firstOf) {
    parts.push(`or ${durationWords(rule.firstOf.after)} ${FROM_WORDS[rule.firstOf.from]}, whichever first`);
  }
  if (rule.olderThan) {
    const { years, every } = rule.olderThan;
    parts.push(`${everyWords(every)} once older than ${years} ${years === 1 ? 'year' : 'years'}`);
  }
  return parts.join('; ');
}
