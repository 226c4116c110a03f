/** When a field write happened and when it arrived: the device's `occurredAt` kept within bounds, or now. */
import { FIELD_TIME_LIMITS, FIELD_TIME_MESSAGES } from '@harbour/contract';
import { ValidationError } from '../errors';

export interface FieldTime {
  /** When the person did it: `occurredAt` when sent, else the arrival. ISO 8601 in UTC. */
  at: string;
  /** When the write reached the server. */
  receivedAt: string;
}

/** Refuses an `occurredAt` in the future (beyond the clock grace) or older than the bounds allow. */
export function fieldTime(occurredAt: string | undefined, now: Date = new Date()): FieldTime {
  const receivedAt = now.toISOString();
  if (occurredAt === undefined) return { at: receivedAt, receivedAt };
  const at = Date.parse(occurredAt);
  if (Number.isNaN(at))
    throw new ValidationError(FIELD_TIME_MESSAGES.format, { occurredAt: FIELD_TIME_MESSAGES.format });
  if (at - now.getTime() > FIELD_TIME_LIMITS.maxFutureMs)
    throw new ValidationError(FIELD_TIME_MESSAGES.future, { occurredAt: FIELD_TIME_MESSAGES.future });
  if (now.getTime() - at > FIELD_TIME_LIMITS.maxAgeMs)
    throw new ValidationError(FIELD_TIME_MESSAGES.tooOld, { occurredAt: FIELD_TIME_MESSAGES.tooOld });
  // A device a little ahead is forgiven, but nothing is recorded as happening after it arrived.
  return { at: new Date(Math.min(at, now.getTime())).toISOString(), receivedAt };
}
