/** The note a record made offline carries: when it was recorded on the device, and when it reached the server. */
import { syncedLate } from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { formatClock, formatDayMonth } from './format-date';
import { wordsMessages as m } from './words-messages';

/** "Recorded 09:00, synced 15:02" (with the days when they differ), or null for a record made online. */
export function syncedLaterNote(occurredAt: string, receivedAt: string | null | undefined): string | null {
  if (!receivedAt || !syncedLate(occurredAt, receivedAt)) return null;
  const recorded = new Date(occurredAt);
  const synced = new Date(receivedAt);
  if (Number.isNaN(recorded.getTime()) || Number.isNaN(synced.getTime())) return null;
  const sameDay = recorded.toDateString() === synced.toDateString();
  const when = (date: Date) => (sameDay ? formatClock(date) : `${formatDayMonth(date)} ${formatClock(date)}`);
  return translate(m.recordedSynced, { recorded: when(recorded), synced: when(synced) });
}
