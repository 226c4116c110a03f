/**
 * A screen's words, written in English where the screen is written (its English is the product's exact
 * wording, and ships in the screen's own chunk), each with an id that Norwegian catalogs translate.
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
