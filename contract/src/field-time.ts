/**
 * When a field record happened: a write made offline carries `occurredAt`, the device's time when the
 * person acted, and the server keeps it within these bounds beside the time the write arrived.
 */
import { z } from 'zod';

export const FIELD_TIME_LIMITS = {
  /** A device clock a little ahead of the server's is forgiven this much. */
  maxFutureMs: 2 * 60_000,
  /** Older than this, a queued write is refused rather than back-dated. */
  maxAgeMs: 30 * 24 * 60 * 60_000,
  /**
   * A record whose arrival is more than this after it happened was made offline and synced later, and
   * says so; less is the ordinary time a request takes.
   */
  syncedLateMs: 2 * 60_000,
} as const;

export const FIELD_TIME_MESSAGES = {
  format: 'occurredAt must be a date and time with its offset (ISO 8601)',
  future: 'occurredAt is in the future: check the device clock',
  tooOld: 'occurredAt is more than 30 days ago: a record this old cannot be synced',
} as const;

/** The optional `occurredAt` of every write that can be queued offline. */
export const occurredAtSchema = z.iso.datetime({ offset: true, message: FIELD_TIME_MESSAGES.format });

/** Whether a record arrived long enough after it happened to say "synced later". */
export function syncedLate(occurredAt: string, receivedAt: string | null): boolean {
  if (receivedAt === null) return false;
  return Date.parse(receivedAt) - Date.parse(occurredAt) > FIELD_TIME_LIMITS.syncedLateMs;
}
