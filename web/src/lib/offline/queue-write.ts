/**
 * A field write (scan, inspection, round mark, move) goes straight to the server when it can, and into the
 * outbox when it cannot: no signal, the request lost on the way, or older writes still waiting (order
 * matters: a mark before its move). The queued write keeps the key of the attempt, so if that attempt did
 * reach the server, the resend is answered with its first result.
 */
import { ApiError } from '../api-error';
import { openOfflineDb } from './database';
import type { OutboxEntry, QueuedBody } from './offline-db';
import { enqueue } from './outbox';
import { toRequestBody } from './send-entry';
import { currentOwner, isOnline, requestSync } from './sync';

export type QueuedWrite = Pick<OutboxEntry, 'kind' | 'path' | 'body' | 'summary' | 'assetId' | 'roundId'>;

export type WriteResult<T> = { queued: false; answer: T } | { queued: true };

async function hasWaitingWrites(userId: string): Promise<boolean> {
  // From the [userId+state] index, as the badge counts: no queued write is read on this path.
  const db = await openOfflineDb();
  return (await db.outbox.where('[userId+state]').equals([userId, 'pending']).count()) > 0;
}

export async function sendOrQueue<T>(
  write: QueuedWrite & { key?: string },
  sendNow: (body: FormData | object, idempotencyKey: string) => Promise<T>,
): Promise<WriteResult<T>> {
  const { key = crypto.randomUUID(), ...queued } = write;
  const owner = currentOwner();
  if (!owner) return { queued: false, answer: await sendNow(toRequestBody(queued.body), key) };
  const queue = async (): Promise<WriteResult<T>> => {
    await enqueue(await openOfflineDb(), { ...queued, key, userId: owner.userId, username: owner.username });
    void requestSync();
    return { queued: true };
  };
  if (!isOnline() || (await hasWaitingWrites(owner.userId))) return queue();
  try {
    return { queued: false, answer: await sendNow(toRequestBody(queued.body), key) };
  } catch (error) {
    // An answer from the server is an answer; only a request that got none is queued.
    if (error instanceof ApiError) throw error;
    return queue();
  }
}

/** A multipart form's text fields and files, kept as bytes for the outbox. */
export async function queuedForm(
  fields: Array<[string, string]>,
  files: Array<{ field: string; file: File }>,
): Promise<QueuedBody> {
  const stored = await Promise.all(
    files.map(async ({ field, file }) => ({
      field,
      name: file.name,
      type: file.type,
      bytes: await file.arrayBuffer(),
    })),
  );
  return { form: { fields, files: stored } };
}
