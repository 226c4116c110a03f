/** Numbers with decimals in the chosen language's way ('1,5' in Norwegian); English keeps '1.5' as before. */
import { getLanguageState } from '@/i18n/language-store';

export function formatDecimal(value: number, digits: number): string {
  const { locale } = getLanguageState();
  return locale === undefined
    ? value.toFixed(digits)
    : value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A number as the reader writes it ('6,5' in Norwegian, every decimal kept); English as JavaScript writes it. */
export function formatNumber(value: number): string {
  const { locale } = getLanguageState();
  return locale === undefined ? String(value) : value.toLocaleString(locale, { maximumFractionDigits: 10 });
}
