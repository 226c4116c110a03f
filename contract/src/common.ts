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
 * A one-line text a user typed (a name, a search, a location), trimmed; refuses what cannot be stored
 * faithfully. `typeMessage` answers a missing value or one that is not a string.
 */
export const lineText = (label: string, typeMessage?: string) =>
  z
    .string(typeMessage === undefined ? undefined : { message: typeMessage })
    .trim()
    .refine(
      (value) => !UNSTORABLE_CHARACTERS.test(value),
      `${label} must not contain control characters or invalid Unicode`,
    );

/** Control characters other than tab and line breaks, and unpaired surrogates: what a multi-line text refuses. */
const UNSTORABLE_IN_MULTILINE = /[\p{Cs}]|(?![\t\n\r])\p{Cc}/u;

/** A text that may span lines (notes), trimmed; refuses what cannot be stored faithfully. */
export const multilineText = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => !UNSTORABLE_IN_MULTILINE.test(value),
      `${label} must not contain control characters (other than line breaks) or invalid Unicode`,
    );

export const idParamsSchema = z.object({ id: objectIdSchema });

export const okSchema = z.object({ message: z.string(), msg: z.string() });
