/**
 * The languages a person can read the product in: English (the default and the fallback), Norsk bokmål and
 * nynorsk. A person's choice is stored with their account; a visitor's follows the browser.
 */
export const LANGUAGES = ['en', 'nb', 'nn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as a person looks for it in a list. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  nb: 'Norsk bokmål',
  nn: 'Norsk nynorsk',
};

/** The BCP 47 tag Intl formats each language's dates and numbers with. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-GB', nb: 'nb-NO', nn: 'nn-NO' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the reader's preferred languages we have, in their order (`nn-NO`, `nb`, `en-US`); plain
 * Norwegian (`no`) reads as bokmål, the written standard most use. English when none matches.
 */
export function negotiateLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'no') return 'nb';
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The languages of an HTTP Accept-Language header, most preferred first (q-values honoured, `*` skipped). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
