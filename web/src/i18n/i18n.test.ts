import { afterEach, describe, expect, it } from 'vitest';
import { defineMessages } from './define-messages';
import { getLanguageState, preferredLanguage, provideCatalogs, setLanguage } from './language-store';
import { translate } from './translator';

const m = defineMessages('sample', {
  assets: { one: '{count} asset', other: '{count} assets' },
  greeting: 'Hello {name}',
  plain: 'Assets',
});

const catalog = (words: Record<string, unknown>) => Promise.resolve({ default: words as never });

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('the language store', () => {
  it('speaks English from the code until a catalog is chosen, then that catalog at once', async () => {
    provideCatalogs({
      nb: () => catalog({ 'sample.plain': 'Eiendeler', 'sample.greeting': 'Hei {name}' }),
      nn: () => catalog({ 'sample.plain': 'Eigedelar' }),
    });
    expect(translate(m.plain)).toBe('Assets');
    await setLanguage('nb');
    expect(translate(m.plain)).toBe('Eiendeler');
    expect(translate(m.greeting, { name: 'Kari' })).toBe('Hei Kari');
    expect(translate(m.assets, { count: 2 }), 'English where the catalog lacks a message').toBe('2 assets');
    expect(document.documentElement.lang).toBe('nb');
    expect(getLanguageState().locale).toBe('nb-NO');
  });

  it('lets the last of two quick choices win, and remembers it on this device', async () => {
    let release: () => void = () => undefined;
    provideCatalogs({
      nb: () =>
        new Promise((resolve) => (release = () => resolve({ default: { 'sample.plain': 'Eiendeler' } }))),
      nn: () => catalog({ 'sample.plain': 'Eigedelar' }),
    });
    const slow = setLanguage('nb');
    await setLanguage('nn');
    release();
    await slow;
    expect(translate(m.plain)).toBe('Eigedelar');
    expect(preferredLanguage()).toBe('nn');
  });

  it('follows the browser without remembering it when told not to', async () => {
    provideCatalogs({ nb: () => catalog({}), nn: () => catalog({}) });
    await setLanguage('nb', { remember: false });
    expect(localStorage.getItem('language')).toBeNull();
  });
});
