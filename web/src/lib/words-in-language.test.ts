/** The shared helpers speak the chosen language: words from its catalog, dates and decimals in its locale. */
import { afterEach, describe, expect, it } from 'vitest';
import { provideCatalogs, setLanguage } from '@/i18n/language-store';
import { dueRuleWords } from './due-rule-words';
import { formatDate, formatDateTime } from './format-date';
import { formatDecimal } from './format-number';
import { wordsNb } from './locales/nb';
import { wordsNn } from './locales/nn';
import { relativeTime } from './relative-time';

const prefixed = (namespace: string, words: object) =>
  Object.fromEntries(Object.entries(words).map(([key, value]) => [`${namespace}.${key}`, value as string]));

provideCatalogs({
  nb: () => Promise.resolve({ default: prefixed('words', wordsNb) }),
  nn: () => Promise.resolve({ default: prefixed('words', wordsNn) }),
});

afterEach(async () => {
  await setLanguage('en', { remember: false });
});

const now = new Date('2026-05-01T12:00:00Z');
const rule = {
  every: { count: 2, unit: 'years' },
  firstOf: { from: 'manufacture', after: { count: 4, unit: 'years' } },
  olderThan: { years: 10, every: { count: 1, unit: 'years' } },
} as const;

describe('words and formats in the chosen language', () => {
  it('keeps English exactly as the browser formats it', () => {
    expect(formatDate('2026-10-01T12:00:00Z', '-')).toBe(
      new Date('2026-10-01T12:00:00Z').toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }),
    );
    expect(formatDecimal(1.25, 1)).toBe('1.3');
    expect(relativeTime(new Date(now.getTime() - 3 * 3_600_000), now)).toBe('3 hours ago');
  });

  it('formats dates and decimals the Norwegian way once bokmål is chosen', async () => {
    await setLanguage('nb', { remember: false });
    expect(formatDate('2026-10-01T12:00:00Z', '-')).toMatch(/okt/);
    expect(formatDateTime('2026-10-01T12:00:00Z', '-')).toMatch(/okt/);
    expect(formatDate(null, 'Ikke satt')).toBe('Ikke satt');
    expect(formatDecimal(1.5, 1)).toBe('1,5');
  });

  it('says times ago and interval rules in bokmål and in nynorsk', async () => {
    const threeHoursAgo = new Date(now.getTime() - 3 * 3_600_000);
    await setLanguage('nb', { remember: false });
    expect(relativeTime(threeHoursAgo, now)).toBe('for 3 timer siden');
    expect(dueRuleWords(rule)).toBe(
      'hvert 2. år; eller 4 år fra produksjon, det som kommer først; hvert år ved alder over 10 år',
    );
    await setLanguage('nn', { remember: false });
    expect(relativeTime(threeHoursAgo, now)).toBe('for 3 timar sidan');
    expect(dueRuleWords({ every: { count: 1, unit: 'months' } })).toBe('kvar månad');
  });
});
