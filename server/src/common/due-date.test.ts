import { addDays, addMonths, addYears, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  addInterval,
  daysBetween,
  dueStatus,
  isCalendarDate,
  laterOf,
  nextDueOn,
  storedDueStatus,
  todayIn,
  type AssetDates,
  type DueRule,
} from './due-date';

const noDates: AssetDates = { manufacturedOn: null, inServiceOn: null };

describe('calendar arithmetic', () => {
  it.each([
    ['2025-01-31', 1, 'months', '2025-02-28'],
    ['2024-01-31', 1, 'months', '2024-02-29'],
    ['2024-03-31', 1, 'months', '2024-04-30'],
    ['2024-08-31', 6, 'months', '2025-02-28'],
    ['2024-12-15', 1, 'months', '2025-01-15'],
    ['2024-02-29', 1, 'years', '2025-02-28'],
    ['2024-02-29', 4, 'years', '2028-02-29'],
    ['2023-02-28', 1, 'years', '2024-02-28'],
    ['2024-02-28', 1, 'days', '2024-02-29'],
    ['2023-02-28', 1, 'days', '2023-03-01'],
    ['2024-12-31', 1, 'days', '2025-01-01'],
    ['2026-03-28', 1, 'weeks', '2026-04-04'],
    ['2026-10-24', 2, 'days', '2026-10-26'],
    ['2024-01-31', 42, 'months', '2027-07-31'],
    ['2024-05-31', 42, 'months', '2027-11-30'],
  ] as const)('%s + %i %s = %s', (start, count, unit, expected) => {
    expect(addInterval(start, { count, unit })).toBe(expected);
  });

  it('agrees with date-fns on every day of 2023 to 2025 for months, years and days', () => {
    const differences: string[] = [];
    for (let day = new Date(2023, 0, 1); day.getFullYear() < 2026; day = addDays(day, 1)) {
      const start = format(day, 'yyyy-MM-dd');
      for (const [count, unit, add] of [
        [1, 'months', addMonths],
        [13, 'months', addMonths],
        [42, 'months', addMonths],
        [1, 'years', addYears],
        [4, 'years', addYears],
        [45, 'days', addDays],
      ] as const) {
        const expected = format(add(day, count), 'yyyy-MM-dd');
        const actual = addInterval(start, { count, unit });
        if (actual !== expected) differences.push(`${start} + ${count} ${unit}: ${actual}, not ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('counts whole calendar days across a leap day and a year end', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2025-12-01')).toBe(-30);
  });

  it('knows a real date from an impossible one', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-04-31')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe("today in the authority's time zone", () => {
  // 23:30 UTC on 31 December 2025: already 2026 east of Greenwich, still 2025 to the west.
  const instant = new Date(Date.UTC(2025, 11, 31, 23, 30));

  it('is the local calendar date, not the server date', () => {
    expect(todayIn('UTC', instant)).toBe('2025-12-31');
    expect(todayIn('Europe/Oslo', instant)).toBe('2026-01-01');
    expect(todayIn('Pacific/Auckland', instant)).toBe('2026-01-01');
    expect(todayIn('America/St_Johns', instant)).toBe('2025-12-31');
  });

  it('follows daylight saving time (Oslo in summer is UTC+2)', () => {
    expect(todayIn('Europe/Oslo', new Date(Date.UTC(2026, 5, 30, 22, 30)))).toBe('2026-07-01');
    expect(todayIn('Europe/Oslo', new Date(Date.UTC(2026, 11, 30, 22, 30)))).toBe('2026-12-30');
  });
});

describe('next due date', () => {
  const annual: DueRule = { every: { count: 12, unit: 'months' } };

  it('counts the interval from the last inspection (life raft annual service)', () => {
    expect(nextDueOn(annual, noDates, '2025-06-30', '2020-01-01')).toBe('2026-06-30');
  });

  it('keeps the month end of a service done on the 31st', () => {
    const monthly: DueRule = { every: { count: 1, unit: 'months' } };
    expect(nextDueOn(monthly, noDates, '2026-01-31', '2020-01-01')).toBe('2026-02-28');
    expect(nextDueOn(monthly, noDates, '2028-01-31', '2020-01-01')).toBe('2028-02-29');
  });

  it('counts from entry into service before the first inspection, else from when the plan applied', () => {
    const inService: AssetDates = { manufacturedOn: '2023-01-01', inServiceOn: '2025-03-15' };
    expect(nextDueOn(annual, inService, null, '2026-11-01')).toBe('2026-03-15');
    expect(nextDueOn(annual, noDates, null, '2026-11-01')).toBe('2027-11-01');
  });

  describe('whichever comes first (hydrostatic release: 2 years from installation or 4 from manufacture)', () => {
    const release: DueRule = {
      every: { count: 2, unit: 'years' },
      firstOf: { from: 'manufacture', after: { count: 4, unit: 'years' } },
    };

    it('takes the installation clock when it ends first', () => {
      const unit: AssetDates = { manufacturedOn: '2024-06-01', inServiceOn: '2025-01-10' };
      expect(nextDueOn(release, unit, null, '2025-01-10')).toBe('2027-01-10');
    });

    it('takes the manufacture clock when it ends first', () => {
      const unit: AssetDates = { manufacturedOn: '2022-03-01', inServiceOn: '2025-09-01' };
      expect(nextDueOn(release, unit, null, '2025-09-01')).toBe('2026-03-01');
    });

    it('keeps the manufacture deadline after a service: the unit itself expires', () => {
      const unit: AssetDates = { manufacturedOn: '2022-03-01', inServiceOn: '2023-01-01' };
      expect(nextDueOn(release, unit, '2025-02-01', '2023-01-01')).toBe('2026-03-01');
    });

    it('falls back to the regular interval when the manufacture date is unknown', () => {
      const unit: AssetDates = { manufacturedOn: null, inServiceOn: '2025-01-10' };
      expect(nextDueOn(release, unit, null, '2025-01-10')).toBe('2027-01-10');
    });

    it('handles a unit made on 29 February', () => {
      const unit: AssetDates = { manufacturedOn: '2024-02-29', inServiceOn: '2027-01-01' };
      expect(nextDueOn(release, unit, null, '2027-01-01')).toBe('2028-02-29');
    });
  });

  describe('a shorter interval past an age (immersion suit: 3 years, 2 once older than 10)', () => {
    const suit: DueRule = {
      every: { count: 3, unit: 'years' },
      olderThan: { years: 10, every: { count: 2, unit: 'years' } },
    };

    it('uses the regular interval for a young suit', () => {
      const young: AssetDates = { manufacturedOn: '2020-05-01', inServiceOn: '2020-06-01' };
      expect(nextDueOn(suit, young, '2024-01-15', '2020-06-01')).toBe('2027-01-15');
    });

    it('uses the shorter interval for a suit older than ten', () => {
      const old: AssetDates = { manufacturedOn: '2012-05-01', inServiceOn: '2012-06-01' };
      expect(nextDueOn(suit, old, '2024-01-15', '2012-06-01')).toBe('2026-01-15');
    });

    it('uses the shorter interval when the suit would pass ten before the regular date', () => {
      const nearly: AssetDates = { manufacturedOn: '2016-01-01', inServiceOn: '2016-02-01' };
      expect(nextDueOn(suit, nearly, '2024-06-01', '2016-02-01')).toBe('2026-06-01');
    });

    it('counts age from entry into service when the manufacture date is unknown', () => {
      const unknownMake: AssetDates = { manufacturedOn: null, inServiceOn: '2010-01-01' };
      expect(nextDueOn(suit, unknownMake, '2025-01-01', '2010-01-01')).toBe('2027-01-01');
    });

    it('cannot tell the age without either date, and keeps the regular interval', () => {
      expect(nextDueOn(suit, noDates, '2025-01-01', '2010-01-01')).toBe('2028-01-01');
    });
  });

  it('dates pyrotechnics 42 months from manufacture', () => {
    const flares: DueRule = {
      every: { count: 42, unit: 'months' },
      firstOf: { from: 'manufacture', after: { count: 42, unit: 'months' } },
    };
    const batch: AssetDates = { manufacturedOn: '2023-08-31', inServiceOn: '2024-01-01' };
    expect(nextDueOn(flares, batch, null, '2024-01-01')).toBe('2027-02-28');
  });
});

describe('due status', () => {
  it.each([
    ['2026-11-24', 'overdue'],
    ['2026-11-25', 'due-soon'],
    ['2026-12-25', 'due-soon'],
    ['2026-12-26', 'ok'],
  ] as const)('due on %s, today 2026-11-25, 30 days lead: %s', (dueOn, status) => {
    expect(dueStatus(dueOn, '2026-11-25', 30)).toBe(status);
  });

  it('with no lead, is due soon only on the day itself', () => {
    expect(dueStatus('2026-11-25', '2026-11-25', 0)).toBe('due-soon');
    expect(dueStatus('2026-11-26', '2026-11-25', 0)).toBe('ok');
  });

  it('counts the lead across a leap day', () => {
    expect(dueStatus('2028-03-30', '2028-02-29', 30)).toBe('due-soon');
    expect(dueStatus('2028-03-31', '2028-02-29', 30)).toBe('ok');
  });
});

describe('status of a stored item', () => {
  it.each([
    ['2026-11-24', '2026-10-25', 'overdue'],
    ['2026-11-25', '2026-10-26', 'due-soon'],
    ['2026-12-25', '2026-11-25', 'due-soon'],
    ['2026-12-26', '2026-11-26', 'ok'],
  ] as const)('due on %s, warned from %s, today 2026-11-25: %s', (dueOn, warnOn, status) => {
    expect(storedDueStatus(dueOn, warnOn, '2026-11-25')).toBe(status);
    expect(dueStatus(dueOn, '2026-11-25', 30)).toBe(status);
  });

  it('the later of two dates', () => {
    expect(laterOf('2026-01-31', '2026-02-01')).toBe('2026-02-01');
    expect(laterOf('2027-01-01', '2026-12-31')).toBe('2027-01-01');
  });
});
