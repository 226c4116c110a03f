import { describe, expect, it } from 'vitest';
import { organisationCollator, usesDecimalComma } from './locale';

const places = ['Ørland', 'Zeta quay', 'Oslo', 'Ålesund', 'Arendal', 'Æra berth'];

describe("the organisation's locale", () => {
  it('sorts æ, ø and å after z in Norwegian, and among a and o in English', () => {
    expect([...places].sort(organisationCollator('nb').compare)).toEqual([
      'Arendal',
      'Oslo',
      'Zeta quay',
      'Æra berth',
      'Ørland',
      'Ålesund',
    ]);
    expect([...places].sort(organisationCollator('en').compare)).toEqual([
      'Æra berth',
      'Ålesund',
      'Arendal',
      'Ørland',
      'Oslo',
      'Zeta quay',
    ]);
  });

  it('knows which locales write decimals with a comma', () => {
    expect(usesDecimalComma('nb')).toBe(true);
    expect(usesDecimalComma('de-DE')).toBe(true);
    expect(usesDecimalComma('en')).toBe(false);
  });
});
