import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it('takes the first preferred language we have, by its primary subtag', () => {
    expect(negotiateLanguage(['de-DE', 'nn-NO', 'nb'])).toBe('nn');
    expect(negotiateLanguage(['NB_no'])).toBe('nb');
    expect(negotiateLanguage(['en-US', 'nb'])).toBe('en');
  });

  it('reads plain Norwegian as bokmål, and falls back to English', () => {
    expect(negotiateLanguage(['no-NO'])).toBe('nb');
    expect(negotiateLanguage(['sv', 'de'])).toBe('en');
    expect(negotiateLanguage([])).toBe('en');
  });
});

describe('acceptLanguageTags', () => {
  it('orders by q-value, keeps the header order among equals, and skips * and q=0', () => {
    expect(acceptLanguageTags('en;q=0.5, nn-NO, nb;q=0.8, *;q=0.1, de;q=0')).toEqual(['nn-NO', 'nb', 'en']);
  });

  it('gives nothing for an absent or empty header', () => {
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags('')).toEqual([]);
  });
});
