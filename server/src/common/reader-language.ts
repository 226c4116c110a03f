/**
 * What the server writes for a person (the digest e-mail, the calendar feed, a round's PDF report) is in
 * that person's language: the one kept with their account, else the one their browser asks for, else
 * English. The words are the contract's message layer, English in the code, Norwegian per feature.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  acceptLanguageTags,
  formatMessage,
  isLanguage,
  negotiateLanguage,
  type Language,
  type Message,
  type MessageSource,
  type Messages,
  type TranslationsOf,
  type ValuesArgs,
} from '@harbour/contract';

/** A feature's Norwegian words for its messages, both written standards. */
export type Translations<M extends Messages<Record<string, MessageSource>>> = Readonly<
  Record<Exclude<Language, 'en'>, TranslationsOf<M>>
>;

export interface ServerTranslator {
  readonly language: Language;
  /** The BCP 47 locale dates and numbers are written in. */
  readonly locale: string;
  readonly t: <S extends MessageSource>(message: Message<S>, ...values: ValuesArgs<S>) => string;
}

/** The reader's language: their account's choice, else their browser's (Accept-Language), else English. */
export function readerLanguage(chosen: string | null | undefined, acceptLanguage?: string): Language {
  if (isLanguage(chosen)) return chosen;
  const asked = acceptLanguageTags(acceptLanguage);
  return asked.length > 0 ? negotiateLanguage(asked) : DEFAULT_LANGUAGE;
}

/** Words in one language: the feature's translation of each message, English where it has none. */
export function translatorIn<M extends Messages<Record<string, MessageSource>>>(
  language: Language,
  translations: Translations<M>,
): ServerTranslator {
  const locale = LANGUAGE_LOCALES[language];
  const catalog: Readonly<Record<string, MessageSource>> | null =
    language === 'en' ? null : translations[language];
  return {
    language,
    locale,
    t: (message, ...values) => {
      const key = message.id.slice(message.id.indexOf('.') + 1);
      return formatMessage(catalog?.[key] ?? message.en, values[0] ?? {}, locale);
    },
  };
}

/** A calendar day (`2026-03-02`) as the language writes it: kept as is in English, `02.03.2026` in Norwegian. */
export function calendarDayIn(language: Language, day: string): string {
  if (language === 'en') return day;
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}.${month}.${year}` : day;
}
