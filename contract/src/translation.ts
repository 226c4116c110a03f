/**
 * Words a person reads, written in English where they are used (the product's exact wording, the default and
 * the fallback), each with an id that the Norwegian catalogs translate: shared by the screens and by what
 * the server writes for people (e-mails, the calendar feed, PDFs).
 */

/** A message whose words change with a count: Intl.PluralRules picks the form (`one`, `other`, ...). */
export interface PluralForms {
  readonly zero?: string;
  readonly one: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export type MessageSource = string | PluralForms;

export interface Message<S extends MessageSource = MessageSource> {
  /** `namespace.key`: the catalogs' key. */
  readonly id: string;
  /** The English words, the default and the fallback. */
  readonly en: S;
}

export type Messages<T extends Record<string, MessageSource>> = { readonly [K in keyof T]: Message<T[K]> };

/** The `{name}` placeholders of one text, as a union of names. */
type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

type PlaceholdersOfSource<S extends MessageSource> = S extends string
  ? PlaceholdersOf<S>
  : S extends PluralForms
    ? PlaceholdersOf<S[keyof S] & string> | 'count'
    : never;

/** The values a message needs, as the arguments after it: each placeholder by name, `count` for a plural. */
export type ValuesArgs<S extends MessageSource> = [PlaceholdersOfSource<S>] extends [never]
  ? []
  : [values: { readonly [Name in PlaceholdersOfSource<S>]: Name extends 'count' ? number : string | number }];

/** What a catalog holds for one message: text for text, the language's plural forms for a plural. */
export type TranslationOf<S extends MessageSource> = S extends string ? string : PluralForms;

/** A namespace's translations in one language: every key of its English messages, no other. */
export type TranslationsOf<M extends Messages<Record<string, MessageSource>>> = {
  readonly [K in keyof M]: M[K] extends Message<infer S> ? TranslationOf<S> : never;
};

/** The messages of one namespace (a feature, usually), each id prefixed by it. */
export function defineMessages<const T extends Record<string, MessageSource>>(
  namespace: string,
  source: T,
): Messages<T> {
  const messages: Record<string, Message> = {};
  for (const [key, en] of Object.entries(source)) messages[key] = { id: `${namespace}.${key}`, en };
  return messages as Messages<T>;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

function pluralForm(forms: PluralForms, count: number, locale: string): string {
  const category = pluralRulesFor(locale).select(count);
  return forms[category] ?? forms.other;
}

/**
 * The words with their values put in: `{name}` is replaced by the value of that name; a plural message first
 * takes the form the language uses for `count`. A placeholder without a value stays as written, so a
 * mistake shows on screen instead of an empty gap.
 */
export function formatMessage(
  source: MessageSource,
  values: Readonly<Record<string, string | number>>,
  locale: string,
): string {
  const text = typeof source === 'string' ? source : pluralForm(source, Number(values.count ?? 0), locale);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
