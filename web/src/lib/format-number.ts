/** Numbers with decimals in the chosen language's way ('1,5' in Norwegian); English keeps '1.5' as before. */
import { getLanguageState } from '@/i18n/language-store';

export function formatDecimal(value: number, digits: number): string {
  const { locale } = getLanguageState();
  return locale === undefined
    ? value.toFixed(digits)
    : value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
