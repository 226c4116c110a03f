/**
 * Queued writes sent through the app's HTTP client, one alone or many in one batch, each answer sorted into
 * sent, refused, retry or held. Each carries the time the person made it (occurredAt).
 */
import {
  FIELD_WRITE_BATCH_LIMIT,
  fieldWriteBatchAnswerSchema,
  isFieldWritePath,
  type FieldWriteAnswer,
} from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { API_BASE, apiErrorOf, apiRequest, apiSend } from '../api-client';
import { ApiError } from '../api-error';
import { withOccurredAt } from './occurred-at';
import { offlineWordsMessages as m } from './offline-messages';
import type { OutboxEntry, QueuedBody } from './offline-db';
import type { SendOutcome, Sender } from './outbox';

/** The server's 409 for a key whose first request is still running: the same write, not a refusal. */
const STILL_RUNNING = /still running/i;

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
  return { kind: 'refused', status, message: error.serverMessage ?? translate(m.refusedWithoutMessage) };
}

async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    const body = toRequestBody(withOccurredAt(entry.body, entry.occurredAt));
    await apiSend(entry.path, { method: 'POST', body, idempotencyKey: entry.key });
    return { kind: 'sent' };
  } catch (error) {
    return outcomeOf(error);
  }
}

/** One write's answer inside a batch, sorted exactly as its own request's answer would be. */
function batchOutcome(answer: FieldWriteAnswer): SendOutcome {
  if (answer.outcome === 'done' || answer.outcome === 'replayed') return { kind: 'sent' };
  if (answer.outcome === 'held' || answer.status === null) return { kind: 'held' };
  // The batch carried the session's token: a 401 for one of its writes ends the session as a 401 alone does.
  return outcomeOf(apiErrorOf(answer.status, answer.body, answer.retryAfterSeconds, true));
}

/** A write with a JSON body to one of the field-write routes: what a batch may hold. */
const batchable = (entry: OutboxEntry): boolean =>
  'json' in entry.body && isFieldWritePath(`${API_BASE}${entry.path}`);

/**
 * The batch as such was not taken (no such route on an older server, or the batch itself refused: too
 * large, malformed): its writes say nothing about themselves, so each is sent alone to meet its own route.
 */
const batchNotTaken = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

/** The writes of a batch the server did not take, one by one: the first that must wait holds back the rest. */
async function sendOneByOne(entries: OutboxEntry[]): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (const entry of entries) {
    const outcome = await sendEntry(entry);
    outcomes.push(outcome);
    if (outcome.kind !== 'sent' && outcome.kind !== 'refused') break;
  }
  return entries.map((_, i) => outcomes[i] ?? { kind: 'held' });
}

/** Many queued writes in one request (POST /api/field-writes), an outcome for each, in order. */
async function sendBatch(entries: OutboxEntry[]): Promise<SendOutcome[]> {
  const writes = entries.map((entry) => ({
    key: entry.key,
    path: `${API_BASE}${entry.path}`,
    body: (withOccurredAt(entry.body, entry.occurredAt) as { json: object }).json,
  }));
  try {
    const { answers } = await apiRequest('/field-writes', fieldWriteBatchAnswerSchema, {
      method: 'POST',
      body: { writes },
    });
    return entries.map((entry, i) =>
      answers[i]?.key === entry.key ? batchOutcome(answers[i]) : { kind: 'retry' },
    );
  } catch (error) {
    if (batchNotTaken(error)) return sendOneByOne(entries);
    // No answer, a server fault, or the session ended: the same for every write of the batch.
    const outcome = outcomeOf(error);
    return entries.map(() => outcome);
  }
}

/** How the app's outbox sends: field writes with a JSON body in batches, anything else (photos) alone. */
export const appSender: Sender = {
  one: sendEntry,
  many: { send: sendBatch, batchable, limit: FIELD_WRITE_BATCH_LIMIT },
};
