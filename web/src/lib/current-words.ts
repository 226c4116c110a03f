/**
 * Messages read as plain strings in the language of the moment, each when it is read: for constants that
 * callers (and tests) use as text, `CAMERA_MESSAGES.noCamera`, without each of them calling translate().
 */
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';

export function currentWords<K extends string>(messages: { readonly [Key in K]: Message<string> }): {
  readonly [Key in K]: string;
} {
  const words = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(words, key, { enumerable: true, get: () => translate(messages[key]) });
  }
  return words;
}
