import { describe, expect, it } from 'vitest';
import { defineMessages, formatMessage } from './translation';

describe('formatMessage', () => {
  it('picks the plural form the language uses for the count', () => {
    const forms = { one: '{count} eiendel', other: '{count} eiendeler' };
    expect(formatMessage(forms, { count: 1 }, 'nb-NO')).toBe('1 eiendel');
    expect(formatMessage(forms, { count: 2 }, 'nb-NO')).toBe('2 eiendeler');
    expect(formatMessage(forms, { count: 0 }, 'nb-NO')).toBe('0 eiendeler');
  });

  it('puts values in by name and leaves a placeholder without a value as written', () => {
    expect(formatMessage('{a} and {b}', { a: 'x' }, 'en')).toBe('x and {b}');
  });
});

describe('defineMessages', () => {
  it('gives each message its namespaced id and keeps its English', () => {
    const m = defineMessages('digest', { hello: 'Hello {name}' });
    expect(m.hello).toEqual({ id: 'digest.hello', en: 'Hello {name}' });
  });
});
