import type { MessageSource, PluralForms } from './define-messages';

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
