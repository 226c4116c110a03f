/**
 * Dates as people read them, in the chosen language's locale (English keeps the browser's own); an absent or
 * invalid date gives the fallback.
 */
import { getLanguageState } from '@/i18n/language-store';

const locale = () => getLanguageState().locale;

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | null | undefined, fallback: string): string {
  const date = toDate(value);
  return date
    ? date.toLocaleDateString(locale(), { year: 'numeric', month: 'short', day: 'numeric' })
    : fallback;
}

export function formatDateTime(value: string | null | undefined, fallback: string): string {
  const date = toDate(value);
  return date
    ? date.toLocaleString(locale(), {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : fallback;
}

/** '09:05': the hour and minute of a moment. */
export function formatClock(date: Date | number): string {
  return new Date(date).toLocaleTimeString(locale(), { hour: '2-digit', minute: '2-digit' });
}

/** '1 Oct' (or '1. okt.'): the day and month, for a moment within the year. */
export function formatDayMonth(date: Date): string {
  return date.toLocaleDateString(locale(), { month: 'short', day: 'numeric' });
}
