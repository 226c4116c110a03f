/**
 * When an inspection plan's work next falls due: pure calendar arithmetic on dates (YYYY-MM-DD) in the
 * authority's time zone, and nothing else. Months and years end on the same day of the month, or on the
 * month's last day when it is shorter (31 January + 1 month = 28 or 29 February; 29 February + 1 year =
 * 28 February), as date-fns and every maritime survey calendar count them.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, addYears, differenceInCalendarDays, format } from 'date-fns';

export type IntervalUnit = 'days' | 'weeks' | 'months' | 'years';
export interface Interval {
  count: number;
  unit: IntervalUnit;
}

export interface DueRule {
  /** The regular interval, counted from the last time the work was done. */
  every: Interval;
  /** "Whichever comes first": a second, fixed deadline counted from manufacture or entry into service. */
  firstOf?: { from: 'manufacture' | 'in-service'; after: Interval };
  /** A shorter interval once the asset is older than `years` (age counted from manufacture, else service). */
  olderThan?: { years: number; every: Interval };
}

export interface AssetDates {
  manufacturedOn: string | null;
  inServiceOn: string | null;
}

/** A calendar date as YYYY-MM-DD, the only shape due dates take in the product. */
export type CalendarDate = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: CalendarDate): TZDate {
  const match = DATE.exec(value);
  if (!match) throw new RangeError(`not a calendar date: ${value}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new TZDate(year, month - 1, day, 'UTC');
  if (format(date, 'yyyy-MM-dd') !== value) throw new RangeError(`not a calendar date: ${value}`);
  return date;
}

const fromDate = (date: Date): CalendarDate => format(date, 'yyyy-MM-dd');

/** Whether `value` is a real calendar date (2025-02-29 is not). */
export function isCalendarDate(value: string): boolean {
  try {
    toDate(value);
    return true;
  } catch {
    return false; // The RangeError is the answer: not a date.
  }
}

const ADD: Record<IntervalUnit, (date: Date, count: number) => Date> = {
  days: addDays,
  weeks: addWeeks,
  months: addMonths,
  years: addYears,
};

export function addInterval(date: CalendarDate, interval: Interval): CalendarDate {
  return fromDate(ADD[interval.unit](toDate(date), interval.count));
}

export function subtractDays(date: CalendarDate, days: number): CalendarDate {
  return fromDate(addDays(toDate(date), -days));
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/** Today's date where the authority is (an IANA zone such as 'Europe/Oslo'), not where the server runs. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The calendar date in the authority's zone of an instant, e.g. when an inspection was completed. */
export function dateIn(timeZone: string, instant: Date): CalendarDate {
  return todayIn(timeZone, instant);
}

const earliest = (a: CalendarDate, b: CalendarDate): CalendarDate => (a <= b ? a : b);

/**
 * The next due date of a plan's work on one asset. `lastDoneOn` is the last completed inspection; with
 * none, the regular interval counts from entry into service, else from `since` (when the plan began to
 * apply to the asset). The shorter interval past an age applies when the asset would be older than the
 * limit at the end of the regular interval, so a date is never later than the rule allows.
 */
export function nextDueOn(
  rule: DueRule,
  asset: AssetDates,
  lastDoneOn: CalendarDate | null,
  since: CalendarDate,
): CalendarDate {
  const anchor = lastDoneOn ?? asset.inServiceOn ?? since;
  let due = addInterval(anchor, rule.every);
  const birth = asset.manufacturedOn ?? asset.inServiceOn;
  if (rule.olderThan && birth !== null) {
    const turnsOld = addInterval(birth, { count: rule.olderThan.years, unit: 'years' });
    if (due > turnsOld) due = earliest(due, addInterval(anchor, rule.olderThan.every));
  }
  if (rule.firstOf) {
    const clockStart = rule.firstOf.from === 'manufacture' ? asset.manufacturedOn : asset.inServiceOn;
    if (clockStart !== null) due = earliest(due, addInterval(clockStart, rule.firstOf.after));
  }
  return due;
}

export type DueStatus = 'overdue' | 'due-soon' | 'ok';

/** Overdue the day after the due date; due soon from `leadDays` before it, the due date included. */
export function dueStatus(dueOn: CalendarDate, today: CalendarDate, leadDays: number): DueStatus {
  if (dueOn < today) return 'overdue';
  return subtractDays(dueOn, leadDays) <= today ? 'due-soon' : 'ok';
}
