/**
 * 'N minutes/hours/days ago': whole minutes below 60, hours below 24, then days; 'just now' under a minute
 * (rather than '0 minutes ago').
 */
import { translate } from '@/i18n/translator';
import { wordsMessages as m } from './words-messages';

export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const then = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(then.getTime())) return '';
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes === 0) return translate(m.justNow);
  if (minutes < 60) return translate(m.minutesAgo, { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return translate(m.hoursAgo, { count: hours });
  return translate(m.daysAgo, { count: Math.floor(hours / 24) });
}
