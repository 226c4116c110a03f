import { z } from 'zod';
import { OBJECT_ID_PATTERN } from './constants';

export const objectIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(OBJECT_ID_PATTERN, 'must be a 24-character hexadecimal id');

/**
 * Control characters and unpaired surrogates: PostgreSQL cannot store a NUL, UTF-8 has no lone surrogate
 * (the driver would store U+FFFD instead), and neither belongs in a one-line text. Refused, not altered,
 * so whatever is stored reads back exactly as it was sent.
 */
const UNSTORABLE_CHARACTERS = /[\p{Cc}\p{Cs}]/u;

/**
 * Characters that show nothing, or silently reorder the text around them, so that what a reader sees is
 * not what is stored (a look-alike name, a reversed file extension): soft hyphen, combining grapheme
 * joiner, Arabic letter mark, Khmer inherent vowels, Hangul fillers, the Mongolian vowel separator,
 * zero-width space, left-to-right and right-to-left marks, embeddings, overrides and isolates, word
 * joiner and invisible operators, the deprecated format controls, annotation marks and the byte order
 * mark. The zero-width joiner and non-joiner (U+200C, U+200D) are kept: scripts such as Persian and
 * Devanagari, and emoji, need them.
 */
export const INVISIBLE_OR_BIDI_CONTROL =
  // The combining ones (U+034F, U+17B4, U+17B5) stand outside the class, which would join them to others.
  /[\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]|\u034F|\u17B4|\u17B5/u;

export const invisibleMessage = (label: string) =>
  `${label} must not contain invisible or text-direction control characters`;

/**
 * A one-line text a user typed (a name, a search, a location), trimmed and NFC-normalised (one stored form
 * for what looks the same); refuses what cannot be stored faithfully or shows other than it is stored.
 * `typeMessage` answers a missing value or one that is not a string.
 */
export const lineText = (label: string, typeMessage?: string) =>
  z
    .string(typeMessage === undefined ? undefined : { message: typeMessage })
    .trim()
    .normalize('NFC')
    .refine(
      (value) => !UNSTORABLE_CHARACTERS.test(value),
      `${label} must not contain control characters or invalid Unicode`,
    )
    .refine((value) => !INVISIBLE_OR_BIDI_CONTROL.test(value), invisibleMessage(label));

/** Control characters other than tab and line breaks, and unpaired surrogates: what a multi-line text refuses. */
const UNSTORABLE_IN_MULTILINE = /[\p{Cs}]|(?![\t\n\r])\p{Cc}/u;

/** A text that may span lines (notes), trimmed and NFC-normalised; refuses what lineText refuses but line breaks. */
export const multilineText = (label: string) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .refine(
      (value) => !UNSTORABLE_IN_MULTILINE.test(value),
      `${label} must not contain control characters (other than line breaks) or invalid Unicode`,
    )
    .refine((value) => !INVISIBLE_OR_BIDI_CONTROL.test(value), invisibleMessage(label));

export const idParamsSchema = z.object({ id: objectIdSchema });

export const okSchema = z.object({ message: z.string(), msg: z.string() });
