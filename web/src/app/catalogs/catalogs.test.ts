/**
 * Every language says everything English says: the same keys per namespace (the compiler checks that too),
 * the same placeholders in each message, the plural forms the language needs; and every English message is
 * used by some screen, so a catalog holds no dead words.
 */
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, FIELD_ERROR_CODES } from '@harbour/contract';
import type { Message, MessageSource } from '@/i18n/define-messages';
import nb from './nb';
import nn from './nn';

const messageModules = import.meta.glob<Record<string, Record<string, Message>>>(
  ['/src/**/*-messages.ts', '!/src/**/*.test.ts'],
  { eager: true },
);
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every message defined with defineMessages, by id, with the export it belongs to. */
const english = Object.entries(messageModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'object' && value !== null)
    .flatMap(([exportName, messages]) =>
      Object.entries(messages)
        .filter(([, message]) => typeof message === 'object' && 'id' in message && 'en' in message)
        .map(([key, message]) => ({ file, exportName, key, message })),
    ),
);

const texts = (source: MessageSource): string[] =>
  typeof source === 'string'
    ? [source]
    : [source.zero, source.one, source.two, source.few, source.many, source.other].filter(
        (text): text is string => text !== undefined,
      );
const placeholders = (source: MessageSource): string[] =>
  [...new Set(texts(source).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)))]
    .filter((name) => name !== 'count')
    .sort();

describe('catalogs', () => {
  it('finds the messages of the screens', () => {
    expect(english.length).toBeGreaterThan(50);
    const ids = english.map(({ message }) => message.id);
    expect(new Set(ids).size, 'message ids are unique').toBe(ids.length);
  });

  for (const [language, catalog] of [
    ['nb', nb],
    ['nn', nn],
  ] as const) {
    it(`${language} translates every English message, with its placeholders, and nothing else`, () => {
      const missing = english
        .filter(({ message }) => catalog[message.id] === undefined)
        .map((e) => e.message.id);
      expect(missing).toEqual([]);
      const codes = [
        ...API_ERROR_CODES.map((code) => `apiErrors.${code}`),
        ...FIELD_ERROR_CODES.map((code) => `fieldErrors.${code}`),
      ];
      expect(
        codes.filter((id) => typeof catalog[id] !== 'string'),
        'words for every API code',
      ).toEqual([]);
      const known = new Set([...english.map(({ message }) => message.id), ...codes]);
      expect(Object.keys(catalog).filter((id) => !known.has(id))).toEqual([]);
      for (const { message } of english) {
        const translation = catalog[message.id]!;
        expect(typeof translation, message.id).toBe(typeof message.en);
        expect(placeholders(translation), message.id).toEqual(placeholders(message.en));
        if (typeof translation !== 'string') expect(Object.keys(translation), message.id).toContain('one');
      }
    });
  }

  it('every English message is used by a screen', () => {
    const code = Object.entries(sources)
      .filter(([file]) => !file.endsWith('-messages.ts') && !file.includes('/locales/'))
      .map(([, text]) => text)
      .join('\n');
    const unused = english.filter(({ key, exportName }) => {
      const uses = [`.${key}`, `'${key}'`];
      return !uses.some((use) => code.includes(use)) || !code.includes(exportName);
    });
    expect(unused.map(({ message }) => message.id)).toEqual([]);
  });
});
