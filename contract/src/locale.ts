/** The organisation's locale (ORGANISATION_LOCALE): how lists a person reads sort, which CSV delimiter fits. */

/** Compares texts as the organisation's language sorts them (Norwegian: æ, ø, å after z). */
export const organisationCollator = (locale: string): Intl.Collator =>
  new Intl.Collator(locale, { sensitivity: 'variant' });

/** Whether the locale writes decimals with a comma (de, nb, fr): its spreadsheets separate cells by `;`. */
export function usesDecimalComma(locale: string): boolean {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
  return decimal?.value === ',';
}
