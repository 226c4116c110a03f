/** One queued write sent through the app's HTTP client, and its answer sorted into sent, refused or retry. */
import { apiSend } from '../api-client';
import { ApiError } from '../api-error';
import type { OutboxEntry, QueuedBody } from './offline-db';
import type { SendOutcome } from './outbox';

/** The server's 409 for a key whose first request is still running: the same write, not a refusal. */
const STILL_RUNNING = /still running/i;
const REFUSED_WITHOUT_MESSAGE = 'The server refused this write.';

export function toRequestBody(body: QueuedBody): FormData | object {
  if ('json' in body) return body.json as object;
  const form = new FormData();
  for (const [name, value] of body.form.fields) form.append(name, value);
  for (const file of body.form.files)
    form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

export function outcomeOf(error: unknown): SendOutcome {
  if (!(error instanceof ApiError)) return { kind: 'retry' };
  const { status } = error;
  if (status === 401) return { kind: 'stop' };
  // The server's pace for field writes (a burst, then 2 a second): wait as long as it says, no longer.
  if (status === 429 && error.retryAfterSeconds !== undefined)
    return { kind: 'retry', afterMs: error.retryAfterSeconds * 1000 };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'retry' };
  if (status === 409 && STILL_RUNNING.test(error.serverMessage ?? '')) return { kind: 'retry' };
  return { kind: 'refused', status, message: error.serverMessage ?? REFUSED_WITHOUT_MESSAGE };
}

export async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    await apiSend(entry.path, { method: 'POST', body: toRequestBody(entry.body), idempotencyKey: entry.key });
    return { kind: 'sent' };
  } catch (error) {
    return outcomeOf(error);
  }
}
