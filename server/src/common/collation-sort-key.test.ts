import { organisationCollator } from '@harbour/contract';
import { describe, expect, it } from 'vitest';
import {
  collationFingerprint,
  collationSortKey,
  compareCodePoints,
  sortByCollation,
} from './collation-sort-key';

const PLACES = ['Zulu', 'Ørland', 'Ålesund', 'Æsøy', 'alpha', 'Émile', 'beta'];
const byKey = (texts: string[], locale: string) => sortByCollation(texts, (text) => text, locale);

describe('collationSortKey', () => {
  it('sorts æ, ø and å after z in Norwegian, case and accents aside', () => {
    for (const locale of ['nb', 'nn', 'no', 'nb-NO'])
      expect(byKey(PLACES, locale)).toEqual(['alpha', 'beta', 'Émile', 'Zulu', 'Æsøy', 'Ørland', 'Ålesund']);
    // Older spellings: aa is å, ä is æ and ö is ø.
    expect(byKey(['Aasen', 'Zeta', 'Åsen', 'Ånes', 'Ärö', 'Ørn', 'Abel'], 'nb')).toEqual([
      'Abel',
      'Zeta',
      'Ärö',
      'Ørn',
      'Ånes',
      'Aasen',
      'Åsen',
    ]);
  });

  it('sorts accented letters with their base letter in English, whatever the case', () => {
    expect(byKey(PLACES, 'en')).toEqual(['Æsøy', 'Ålesund', 'alpha', 'beta', 'Émile', 'Ørland', 'Zulu']);
    expect(collationSortKey('Émile', 'en')).toBe(collationSortKey('emile', 'en'));
    expect(collationSortKey('ÉMILE', 'en')).toBe(collationSortKey('Emile', 'en'));
    // Written decomposed (e + U+0301) as some keyboards send it: the same key.
    expect(collationSortKey('E\u0301mile', 'en')).toBe(collationSortKey('Émile', 'en'));
  });

  it('keeps digits in order, before letters, and spaces and punctuation before both', () => {
    expect(byKey(['Buoy 10', 'Buoy 2', 'Buoy A', 'Buoy-1', 'Buoy 1'], 'en')).toEqual([
      'Buoy 1',
      'Buoy 10',
      'Buoy 2',
      'Buoy A',
      'Buoy-1',
    ]);
  });

  it('orders every pair of texts as the browser collation does, in each supported shape of language', () => {
    // Letters and marks that differ between languages: expansions (ß, æ, œ, ĳ), contractions (aa), other scripts.
    const alphabet = [...'aAbeEéÉæÆøØåÅäÄöÖüÜßsSzZtThHoOœłŁ0129 -_.,ijĳþÞẞệΩω'];
    let seed = 20_260_101;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const text = () =>
      Array.from(
        { length: 1 + Math.floor(random() * 5) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
    for (const locale of ['en', 'nb', 'sv', 'de', 'da', 'fi', 'pl']) {
      // Base strength: the collation's own case and accent tie-breaks are the ids' to settle in a list.
      const collator = new Intl.Collator(organisationCollator(locale).resolvedOptions().locale, {
        sensitivity: 'base',
      });
      const disagreements: string[] = [];
      for (let n = 0; n < 20_000; n++) {
        const [a, b] = [text(), text()];
        const want = Math.sign(collator.compare(a, b));
        const got = Math.sign(compareCodePoints(collationSortKey(a, locale), collationSortKey(b, locale)));
        if (want !== got) disagreements.push(`${a} / ${b}`);
      }
      expect(disagreements, locale).toEqual([]);
    }
  });

  it('fingerprints the table the keys come from, differently for each collation', () => {
    expect(collationFingerprint('nb')).not.toBe(collationFingerprint('en'));
    expect(collationFingerprint('nb')).toBe(collationFingerprint('nb'));
    expect(collationFingerprint('nb')).toMatch(/^nb [0-9a-f]{16}$/);
  });
});
