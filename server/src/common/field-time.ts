/** When a field write happened and when it arrived: the device's `occurredAt` kept within bounds, or now. */
import {
  FIELD_TIME_LIMITS,
  FIELD_TIME_MESSAGES,
  type ApiErrorCode,
  type FieldErrorCode,
} from '@harbour/contract';
import { ValidationError } from '../errors';

export interface FieldTime {
  /** When the person did it: `occurredAt` when sent, else the arrival. ISO 8601 in UTC. */
  at: string;
  /** When the write reached the server. */
  receivedAt: string;
}

const refused = (code: ApiErrorCode, fieldCode: FieldErrorCode, message: string) =>
  new ValidationError(code, message, { occurredAt: { code: fieldCode, message } });

/** Refuses an `occurredAt` in the future (beyond the clock grace) or older than the bounds allow. */
export function fieldTime(occurredAt: string | undefined, now: Date = new Date()): FieldTime {
  const receivedAt = now.toISOString();
  if (occurredAt === undefined) return { at: receivedAt, receivedAt };
  const at = Date.parse(occurredAt);
  if (Number.isNaN(at)) throw refused('validation-failed', 'invalid-format', FIELD_TIME_MESSAGES.format);
  if (at - now.getTime() > FIELD_TIME_LIMITS.maxFutureMs)
    throw refused('occurred-at-out-of-range', 'out-of-range', FIELD_TIME_MESSAGES.future);
  if (now.getTime() - at > FIELD_TIME_LIMITS.maxAgeMs)
    throw refused('occurred-at-out-of-range', 'out-of-range', FIELD_TIME_MESSAGES.tooOld);
  // A device a little ahead is forgiven, but nothing is recorded as happening after it arrived.
  return { at: new Date(Math.min(at, now.getTime())).toISOString(), receivedAt };
}
