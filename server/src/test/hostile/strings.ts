/** Hostile text: injection strings, prototype keys, control characters, odd Unicode, huge values. */
import fc from 'fast-check';
import { hasInvisibleOrBidiControl } from '@harbour/contract';

const SQL_INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE assets; --",
  '" OR ""="',
  "1' UNION SELECT password_hash, id FROM users --",
  "%' OR 1=1 --",
  "'; SELECT pg_sleep(5); --",
  "admin'--",
  '1; DELETE FROM users',
  "' || (SELECT count(*) FROM users) || '",
  '$1',
  '?',
  '%',
  '_',
  '\\',
  '\\%',
  "\\'",
];

const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__lookupSetter__',
];

const ODD = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u202eevil.exe',
  '\ufeff',
  '\u200b',
  '\u3000',
  '🚢⚓️',
  '👩🏽‍✈️',
  'שלום עולם',
  'مرحبا',
  '船长',
  'İı',
  'Straße',
  'e\u0301',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1f',
  '[]',
  '{}',
  'true',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '%s%s%n',
  'Available',
  'in use',
  'UNDER MAINTENANCE',
  'none',
];

const UNIT = fc.constantFrom(
  '\u0000',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udc00',
  'a',
  ' ',
  '%',
  '_',
  '\\',
  "'",
  '"',
);

/** Long runs of one character: past every length limit, some past the body limit. */
const huge = fc
  .tuple(fc.constantFrom('a', '€', '😀', "'", '\u0000', ' '), fc.integer({ min: 201, max: 300_000 }))
  .map(([c, n]) => c.repeat(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_INJECTIONS, ...PROTOTYPE_KEYS, ...ODD) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: UNIT, maxLength: 30 }) },
  { weight: 1, arbitrary: huge },
);

/** Field names: the ones an endpoint reads, prototype keys, and anything else. */
export const hostileKey = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  );

/** 24-hex ids that exist (given), that do not, and strings that are not ids at all. */
export const hostileId = (existing: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...existing) },
    { weight: 1, arbitrary: fc.constantFrom(...existing).map((id) => ` ${id.toUpperCase()} `) },
    { weight: 2, arbitrary: fc.stringMatching(/^[0-9a-f]{24}$/) },
    { weight: 3, arbitrary: hostileString },
  );

/**
 * Text a person could really type, however unusual (emoji, right-to-left, combining marks, quotes, SQL):
 * nothing the one-line text rule refuses, so it must be stored and read back exactly (in its NFC form).
 */
export const weirdButValidText = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
      fc.constantFrom(...SQL_INJECTIONS, ...PROTOTYPE_KEYS, ...ODD),
      fc
        .array(fc.constantFrom(...SQL_INJECTIONS, ...ODD, ...PROTOTYPE_KEYS), { minLength: 1, maxLength: 4 })
        .map((parts) => parts.join(' ')),
    )
    .filter((text) => {
      const trimmed = text.trim();
      return (
        trimmed.length > 0 &&
        trimmed.length <= maxLength &&
        !/[\p{Cc}\p{Cs}]/u.test(trimmed) &&
        !hasInvisibleOrBidiControl(trimmed)
      );
    });

/** What a text field stores of what was sent: trimmed, NFC-normalised (contract lineText). */
export const asStored = (text: string) => text.trim().normalize('NFC');

export const hasUnstorableCharacter = (text: string) => /[\p{Cc}\p{Cs}]/u.test(text.trim());
