import { describe, expect, it } from 'vitest';
import { dueRuleWords, durationWords, everyWords } from './due-rule-words';

describe('an interval rule in words', () => {
  it('says one unit without its count, and more with it', () => {
    expect(everyWords({ count: 1, unit: 'months' })).toBe('every month');
    expect(everyWords({ count: 1, unit: 'weeks' })).toBe('every week');
    expect(everyWords({ count: 12, unit: 'months' })).toBe('every 12 months');
    expect(durationWords({ count: 1, unit: 'years' })).toBe('1 year');
    expect(durationWords({ count: 42, unit: 'days' })).toBe('42 days');
  });

  it('reads a plain interval', () => {
    expect(dueRuleWords({ every: { count: 5, unit: 'years' } })).toBe('every 5 years');
  });

  it('adds the whichever-first clock from manufacture or from entry into service', () => {
    expect(
      dueRuleWords({
        every: { count: 2, unit: 'years' },
        firstOf: { from: 'manufacture', after: { count: 4, unit: 'years' } },
      }),
    ).toBe('every 2 years; or 4 years from manufacture, whichever first');
    expect(
      dueRuleWords({
        every: { count: 12, unit: 'months' },
        firstOf: { from: 'in-service', after: { count: 1, unit: 'years' } },
      }),
    ).toBe('every 12 months; or 1 year from entry into service, whichever first');
  });

  it('adds the shorter interval past an age, and reads all three together', () => {
    expect(
      dueRuleWords({
        every: { count: 3, unit: 'years' },
        olderThan: { years: 10, every: { count: 2, unit: 'years' } },
      }),
    ).toBe('every 3 years; every 2 years once older than 10 years');
    expect(
      dueRuleWords({
        every: { count: 12, unit: 'months' },
        firstOf: { from: 'manufacture', after: { count: 4, unit: 'years' } },
        olderThan: { years: 1, every: { count: 1, unit: 'months' } },
      }),
    ).toBe(
      'every 12 months; or 4 years from manufacture, whichever first; every month once older than 1 year',
    );
  });
});
