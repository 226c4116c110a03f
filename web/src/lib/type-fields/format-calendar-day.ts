/** A calendar day as the reader writes a date, loaded with an asset's values (not with every screen's dates). */
import { getLanguageState } from '@/i18n/language-store';

/** '2026-05-01' as the reader's locale writes a date ('1. mai 2026' in Norwegian); anything else as it is. */
export function formatCalendarDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString(getLanguageState().locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
}
