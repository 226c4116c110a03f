import { afterEach, describe, expect, it } from 'vitest';
import { provideCatalogs, setLanguage } from '@/i18n/language-store';
import { dueItemName } from './due-item-name';
import { duePhrase } from './due-phrase';
import { formatDateTime } from './format-date';
import { wordsNb } from './locales/nb';
import { wordsNn } from './locales/nn';
import { offStationFoundPhrase, offStationPhrase } from './off-station-phrase';

const prefixed = (words: object) =>
  Object.fromEntries(Object.entries(words).map(([key, value]) => [`words.${key}`, value as string]));

provideCatalogs({
  nb: () => Promise.resolve({ default: prefixed(wordsNb) }),
  nn: () => Promise.resolve({ default: prefixed(wordsNn) }),
});

afterEach(async () => {
  await setLanguage('en', { remember: false });
});

const AT = '2026-11-29T14:05:00Z';

describe('off station in words', () => {
  it('says how far from its charted position, in whole metres', () => {
    expect(offStationPhrase(312.4)).toBe('Off station: 312 m from its charted position');
    expect(offStationPhrase(1312)).toBe(
      `Off station: ${(1312).toLocaleString()} m from its charted position`,
    );
  });

  it('writes the distance with the reader language’s digit grouping', async () => {
    await setLanguage('nb', { remember: false });
    // Norwegian groups thousands with a no-break space.
    expect(offStationPhrase(1312)).toBe('Utenfor posisjon: 1\u00a0312 m fra kartfestet posisjon');
    await setLanguage('nn', { remember: false });
    expect(offStationPhrase(87)).toBe('Utanfor posisjon: 87 m frå kartfesta posisjon');
  });

  it('says when and by whom it was found there, or only when', () => {
    const when = formatDateTime(AT, '');
    expect(offStationFoundPhrase({ at: AT, by: 'lena' })).toBe(`Found there ${when} by lena`);
    expect(offStationFoundPhrase({ at: AT, by: null })).toBe(`Found there ${when}`);
  });

  it('names an off-station due item by the day it was flagged', () => {
    expect(duePhrase({ kind: 'off-station', status: 'overdue', dueOn: '2026-11-29' })).toBe(
      'off station since 2026-11-29',
    );
  });

  it('names an off-station due item in the reader’s words, from the server’s English sentence', async () => {
    const item = { kind: 'off-station', name: 'Off station: 312 m from its charted position' };
    expect(dueItemName(item)).toBe(item.name);
    await setLanguage('nn', { remember: false });
    expect(dueItemName(item)).toBe('Utanfor posisjon: 312 m frå kartfesta posisjon');
    expect(dueItemName({ kind: 'off-station', name: 'Off station' })).toBe('Utanfor posisjon');
    expect(dueItemName({ kind: 'inspection', name: 'Annual service' })).toBe('Annual service');
  });
});
