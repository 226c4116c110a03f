import { z } from 'zod';
import { OBJECT_ID_PATTERN } from './constants';
import { withFieldCode } from './error-codes';

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
 * not what is stored (`PV Nordkapp` and a second `PV Nordkapp` with a hidden tag, a reversed file
 * extension): Unicode's whole Default_Ignorable_Code_Point set (soft hyphen, combining grapheme joiner,
 * Hangul fillers, Mongolian selectors, zero-width space, direction marks, embeddings, overrides and
 * isolates, word joiner, variation selectors, the TAG block U+E0000-E0FFF and the rest) plus the line and
 * paragraph separators U+2028 and U+2029, which break a one-line text without showing.
 */
const DEFAULT_IGNORABLE = /[\p{Default_Ignorable_Code_Point}\u2028\u2029]/u;

/**
 * The ignorables kept where they do visible work (removed before the check above):
 * - the zero-width joiner and non-joiner between two letters or marks of a script other than Latin, Greek
 *   or Cyrillic (Persian, Devanagari and others spell with them; between Latin letters they only hide);
 * - the zero-width joiner inside an emoji sequence (a pictograph, or its skin tone or emoji selector,
 *   before a pictograph);
 * - the text and emoji presentation selectors (U+FE0E, U+FE0F) right after a pictograph, and U+FE0F in a
 *   keycap (a digit, # or * before U+20E3).
 * Everything else of the set is refused wherever it stands: the other variation selectors (U+FE00-FE0D,
 * U+E0100-E01EF), and the TAG characters, so the subdivision flags (England, Scotland, Wales) too.
 */
const JOINING_LETTER = String.raw`(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])[\p{L}\p{M}]`;
const VISIBLE_IGNORABLES = new RegExp(
  [
    String.raw`(?<=${JOINING_LETTER})[\u200C\u200D](?=${JOINING_LETTER})`,
    String.raw`(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic})`,
    String.raw`(?<=\p{Extended_Pictographic})[\uFE0E\uFE0F]`,
    String.raw`(?<=[0-9#*])\uFE0F(?=\u20E3)`,
  ].join('|'),
  'gu',
);

/** True when the text holds an invisible or text-direction control character that does no visible work. */
export const hasInvisibleOrBidiControl = (value: string): boolean =>
  DEFAULT_IGNORABLE.test(value.replace(VISIBLE_IGNORABLES, ''));

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
      withFieldCode('invalid-characters', `${label} must not contain control characters or invalid Unicode`),
    )
    .refine(
      (value) => !hasInvisibleOrBidiControl(value),
      withFieldCode('invalid-characters', invisibleMessage(label)),
    );

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
      withFieldCode(
        'invalid-characters',
        `${label} must not contain control characters (other than line breaks) or invalid Unicode`,
      ),
    )
    .refine(
      (value) => !hasInvisibleOrBidiControl(value),
      withFieldCode('invalid-characters', invisibleMessage(label)),
    );

export const idParamsSchema = z.object({ id: objectIdSchema });

export const okSchema = z.object({ message: z.string(), msg: z.string() });
