import type { Message, MessageSource, ValuesArgs } from './define-messages';
import { formatMessage } from '@harbour/contract';
import { getLanguageState, type LanguageState } from './language-store';

export interface Translator {
  readonly language: LanguageState['language'];
  /** The locale Intl formats with (undefined: the browser's own, for English). */
  readonly locale: string | undefined;
  /** The message in the current language, its values put in; English where the catalog lacks it. */
  readonly t: <S extends MessageSource>(message: Message<S>, ...values: ValuesArgs<S>) => string;
}

export function translatorFor(state: LanguageState): Translator {
  const pluralLocale = state.locale ?? 'en';
  return {
    language: state.language,
    locale: state.locale,
    t: (message, ...values) =>
      formatMessage(state.catalog?.[message.id] ?? message.en, values[0] ?? {}, pluralLocale),
  };
}

/**
 * The words for one of the API's codes (`apiErrors.asset-not-found`, `fieldErrors.required`) in the language
 * of the moment, when its catalog has them; English has none, as the server's own message is the English.
 */
export function translatedCode(
  kind: 'apiErrors' | 'fieldErrors',
  code: string | undefined,
): string | undefined {
  if (!code) return undefined;
  const words = getLanguageState().catalog?.[`${kind}.${code}`];
  return typeof words === 'string' ? words : undefined;
}

/** The message in the language of the moment, for code outside React (toasts, thrown errors' words). */
export function translate<S extends MessageSource>(message: Message<S>, ...values: ValuesArgs<S>): string {
  return translatorFor(getLanguageState()).t(message, ...values);
}
