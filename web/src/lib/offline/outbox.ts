/**
 * The outbox: writes made without signal, sent in the order they were made, each with the key it was made
 * with, so a resend after a lost answer is answered by the server's first result and done once.
 */
import { serverClockOffsetMs } from '../server-clock';
import type { OfflineDatabase, OutboxEntry } from './offline-db';

/** What one attempt to send a queued write came to. */
export type SendOutcome =
  | { kind: 'sent' }
  /** The server said no (asset deleted, round finished, rights revoked): kept, with its message. */
  | { kind: 'refused'; status: number; message: string }
  /**
   * No answer, or a server fault: the same write is tried again later, and those after it wait. With
   * `afterMs` the server said when (a 429's Retry-After): that wait, and no backoff.
   */
  | { kind: 'retry'; afterMs?: number }
  /** The session ended: nothing more is sent until its owner signs in again. */
  | { kind: 'stop' }
  /** Not tried (sent in a batch behind a write of the same asset that must be retried): waits its turn. */
  | { kind: 'held' };

/**
 * How writes leave: one at a time, and (when the server takes them) many in one request, answered each on
 * its own in the order given. `batchable` says which writes may go in a batch.
 */
export interface Sender {
  one(entry: OutboxEntry): Promise<SendOutcome>;
  many?: {
    send(entries: OutboxEntry[]): Promise<SendOutcome[]>;
    batchable(entry: OutboxEntry): boolean;
    limit: number;
  };
}

export interface DrainReport {
  sent: number;
  refused: number;
  /** Writes still waiting (for the network, the backoff or a sign-in). */
  waiting: number;
}

const FIRST_RETRY_MS = 2_000;
const REMOVE_BATCH = 25;
const LONGEST_RETRY_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s … up to 5 minutes between attempts at the same write. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export type NewOutboxEntry = Pick<
  OutboxEntry,
  'key' | 'userId' | 'username' | 'kind' | 'path' | 'body' | 'summary' | 'assetId' | 'roundId'
>;

export async function enqueue(db: OfflineDatabase, entry: NewOutboxEntry, now = Date.now()): Promise<void> {
  // The same write queued twice (a double tap, a retry of the queueing itself) is one write.
  await db.transaction('rw', db.outbox, async () => {
    const existing = await db.outbox.where('key').equals(entry.key).first();
    if (existing) return;
    await db.outbox.add({
      ...entry,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      state: 'pending',
      refusal: null,
    });
  });
}

export function entriesOf(db: OfflineDatabase, userId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('userId').equals(userId).sortBy('seq');
}

export interface DrainOptions {
  /** Ignore the backoff: the network just came back, or someone pressed "Send now". */
  force?: boolean;
  now?: () => number;
  /** Server time minus device time: what each write's device time is corrected by when first sent. */
  clockOffsetMs?: () => number;
}

/** Fixes each write's occurredAt before its first attempt (kept for every resend under its key). */
async function stampOccurredAt(db: OfflineDatabase, entries: OutboxEntry[], offsetMs: number): Promise<void> {
  const unstamped = entries.filter((entry) => entry.occurredAt === undefined && entry.seq !== undefined);
  if (unstamped.length === 0) return;
  await db.transaction('rw', db.outbox, async () => {
    for (const entry of unstamped) {
      entry.occurredAt = new Date(entry.createdAt + offsetMs).toISOString();
      await db.outbox.update(entry.seq, { occurredAt: entry.occurredAt });
    }
  });
}

/** The writes that leave together from `start`: one, or as many due batchable ones as a batch holds. */
function nextGroup(pending: OutboxEntry[], start: number, sender: Sender, due: (e: OutboxEntry) => boolean) {
  const first = pending[start]!;
  const many = sender.many;
  if (!many?.batchable(first)) return [first];
  const group = [first];
  for (let i = start + 1; i < pending.length && group.length < many.limit; i++) {
    const entry = pending[i]!;
    if (!due(entry) || !many.batchable(entry)) break;
    group.push(entry);
  }
  return group;
}

/**
 * Sends the person's waiting writes, oldest first, in batches where the sender takes them; a write that must
 * wait holds back the ones after it (within a batch, the server holds back only the same asset's).
 */
async function drainOnce(
  db: OfflineDatabase,
  userId: string,
  sender: Sender,
  options: DrainOptions,
): Promise<DrainReport> {
  const now = options.now ?? Date.now;
  const offset = options.clockOffsetMs ?? serverClockOffsetMs;
  const report: DrainReport = { sent: 0, refused: 0, waiting: 0 };
  const pending = (await entriesOf(db, userId)).filter((entry) => entry.state === 'pending');
  // Sent writes leave the outbox a batch at a time: every commit wakes each screen's live view of it. A write
  // sent but not yet removed when the app dies is sent again, and the server answers with its first result.
  let sent: number[] = [];
  const removeSent = async () => {
    if (sent.length === 0) return;
    const seqs = sent;
    sent = [];
    await db.transaction('rw', db.outbox, db.sync, async () => {
      await db.outbox.bulkDelete(seqs);
      await db.sync.put({ userId, lastSyncAt: now() });
    });
  };
  const due = (entry: OutboxEntry) => options.force === true || entry.nextAttemptAt <= now();
  let stopped = false;
  for (let index = 0; index < pending.length && !stopped;) {
    if (!due(pending[index]!)) {
      stopped = true;
      break;
    }
    const group = nextGroup(pending, index, sender, due);
    index += group.length;
    await stampOccurredAt(db, group, offset());
    const outcomes =
      sender.many && sender.many.batchable(group[0]!)
        ? await sender.many.send(group)
        : [await sender.one(group[0]!)];
    for (const [i, entry] of group.entries()) {
      const outcome = outcomes[i] ?? { kind: 'retry' };
      const seq = entry.seq!;
      if (outcome.kind === 'sent') {
        sent.push(seq);
        report.sent += 1;
      } else if (outcome.kind === 'refused') {
        await db.outbox.update(seq, {
          state: 'refused',
          attempts: entry.attempts + 1,
          refusal: { status: outcome.status, message: outcome.message },
        });
        report.refused += 1;
      } else if (outcome.kind === 'retry') {
        const attempts = entry.attempts + 1;
        const wait = outcome.afterMs ?? retryDelayMs(attempts);
        await db.outbox.update(seq, {
          ...(outcome.afterMs === undefined ? { attempts } : {}),
          nextAttemptAt: now() + wait,
        });
        stopped = true;
      } else {
        // Held, or the session ended: tried again on the next drain.
        stopped ||= outcome.kind === 'stop';
      }
    }
    if (sent.length >= REMOVE_BATCH) await removeSent();
  }
  await removeSent();
  if (stopped) report.waiting = pending.length - report.sent - report.refused;
  return report;
}

const running = new Map<string, Promise<DrainReport>>();

/** One drain at a time per person: a second call while one runs waits for it and sends nothing twice. */
export function drain(
  db: OfflineDatabase,
  userId: string,
  send: Sender | ((entry: OutboxEntry) => Promise<SendOutcome>),
  options: DrainOptions = {},
): Promise<DrainReport> {
  const current = running.get(userId);
  if (current) return current;
  const sender = typeof send === 'function' ? { one: send } : send;
  const next = drainOnce(db, userId, sender, options).finally(() => running.delete(userId));
  running.set(userId, next);
  return next;
}

/** A refused write sent again (after the cause was fixed), at its place in the order. */
export async function retryEntry(db: OfflineDatabase, seq: number, now = Date.now()): Promise<void> {
  await db.outbox.update(seq, { state: 'pending', refusal: null, nextAttemptAt: now });
}

export async function discardEntry(db: OfflineDatabase, seq: number): Promise<void> {
  await db.outbox.delete(seq);
}

/** The earliest moment a waiting write may be tried again, or null when none waits. */
export async function nextAttemptAt(db: OfflineDatabase, userId: string): Promise<number | null> {
  const pending = (await entriesOf(db, userId)).filter((entry) => entry.state === 'pending');
  return pending.length > 0 ? Math.min(...pending.map((entry) => entry.nextAttemptAt)) : null;
}
