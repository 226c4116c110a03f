/** The note a record made offline carries: when it was recorded on the device, and when it reached the server. */
import { syncedLate } from '@harbour/contract';

const time = (date: Date) => date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
const day = (date: Date) => date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** "Recorded 09:00, synced 15:02" (with the days when they differ), or null for a record made online. */
export function syncedLaterNote(occurredAt: string, receivedAt: string | null | undefined): string | null {
  if (!receivedAt || !syncedLate(occurredAt, receivedAt)) return null;
  const recorded = new Date(occurredAt);
  const synced = new Date(receivedAt);
  if (Number.isNaN(recorded.getTime()) || Number.isNaN(synced.getTime())) return null;
  if (recorded.toDateString() === synced.toDateString())
    return `Recorded ${time(recorded)}, synced ${time(synced)}`;
  return `Recorded ${day(recorded)} ${time(recorded)}, synced ${day(synced)} ${time(synced)}`;
}
