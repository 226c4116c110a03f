import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDatabase, type OutboxEntry } from './offline-db';
import {
  discardEntry,
  drain,
  enqueue,
  entriesOf,
  retryDelayMs,
  retryEntry,
  type NewOutboxEntry,
  type SendOutcome,
} from './outbox';

let db: OfflineDatabase;
let now = 1_000_000;
const clock = () => now;

function write(key: string, userId = 'u1', kind: NewOutboxEntry['kind'] = 'scan'): NewOutboxEntry {
  return {
    key,
    userId,
    username: userId === 'u1' ? 'alice' : 'bob',
    kind,
    path: '/assets/scan',
    body: { json: { assetId: key } },
    summary: `Scan of ${key}`,
    assetId: key,
    roundId: null,
  };
}

/** A server stand-in: answers each key from a script, records what reached it. */
function server(script: Record<string, SendOutcome[]> = {}) {
  const received: string[] = [];
  const send = async (entry: OutboxEntry): Promise<SendOutcome> => {
    await Promise.resolve();
    received.push(entry.key);
    return script[entry.key]?.shift() ?? { kind: 'sent' };
  };
  return { received, send };
}

beforeEach(() => {
  db = new OfflineDatabase(`outbox-test-${Math.random()}`);
  now = 1_000_000;
});

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('the outbox', () => {
  it('sends writes in the order they were made, removes each once sent and records the sync', async () => {
    for (const key of ['a', 'b', 'c']) await enqueue(db, write(key), now++);
    const { received, send } = server();
    const report = await drain(db, 'u1', send, { now: clock });
    expect(received).toEqual(['a', 'b', 'c']);
    expect(report).toEqual({ sent: 3, refused: 0, waiting: 0 });
    expect(await entriesOf(db, 'u1')).toEqual([]);
    expect((await db.sync.get('u1'))?.lastSyncAt).toBe(now);
  });

  it('keeps one write for one key, however often it is queued', async () => {
    await enqueue(db, write('a'), now);
    await enqueue(db, write('a'), now + 1);
    expect(await entriesOf(db, 'u1')).toHaveLength(1);
  });

  it('sends each write once when drains start together', async () => {
    for (const key of ['a', 'b', 'c', 'd']) await enqueue(db, write(key), now++);
    const { received, send } = server();
    await Promise.all([drain(db, 'u1', send), drain(db, 'u1', send), drain(db, 'u1', send)]);
    expect(received).toEqual(['a', 'b', 'c', 'd']);
  });

  it('backs off after a failed attempt, holding back the writes after it, and sends all once the network is back', async () => {
    for (const key of ['a', 'b']) await enqueue(db, write(key), now++);
    const { received, send } = server({ a: [{ kind: 'retry' }, { kind: 'retry' }] });

    expect(await drain(db, 'u1', send, { now: clock })).toEqual({ sent: 0, refused: 0, waiting: 2 });
    const [first] = await entriesOf(db, 'u1');
    expect(first).toMatchObject({ key: 'a', attempts: 1, nextAttemptAt: now + 2_000, state: 'pending' });

    // Before the backoff ends nothing is tried; after it, the second failure doubles the wait.
    now += 1_000;
    await drain(db, 'u1', send, { now: clock });
    expect(received).toEqual(['a']);
    now += 1_000;
    await drain(db, 'u1', send, { now: clock });
    expect((await entriesOf(db, 'u1'))[0]).toMatchObject({ attempts: 2, nextAttemptAt: now + 4_000 });

    // The network came back: the wait is skipped, and the same keys go in the same order.
    await drain(db, 'u1', send, { now: clock, force: true });
    expect(received).toEqual(['a', 'a', 'a', 'b']);
    expect(await entriesOf(db, 'u1')).toEqual([]);
  });

  it("waits as long as the server's Retry-After says, without counting a failed attempt", async () => {
    await enqueue(db, write('a'), now);
    const { received, send } = server({ a: [{ kind: 'retry', afterMs: 1_000 }] });
    await drain(db, 'u1', send, { now: clock });
    expect((await entriesOf(db, 'u1'))[0]).toMatchObject({ attempts: 0, nextAttemptAt: now + 1_000 });
    now += 1_000;
    await drain(db, 'u1', send, { now: clock });
    expect(received).toEqual(['a', 'a']);
    expect(await entriesOf(db, 'u1')).toEqual([]);
  });

  it('doubles the wait from 2 seconds up to 5 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(30)).toBe(300_000);
  });

  it('keeps a refused write with the server message, sends the others, and sends it again on retry', async () => {
    for (const key of ['a', 'b']) await enqueue(db, write(key), now++);
    const { received, send } = server({
      a: [{ kind: 'refused', status: 409, message: 'This round is finished: it takes no more scans' }],
    });

    expect(await drain(db, 'u1', send, { now: clock })).toEqual({ sent: 1, refused: 1, waiting: 0 });
    const kept = await entriesOf(db, 'u1');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      key: 'a',
      state: 'refused',
      refusal: { status: 409, message: 'This round is finished: it takes no more scans' },
    });

    // A refused write is not tried again by itself…
    await drain(db, 'u1', send, { now: clock, force: true });
    expect(received).toEqual(['a', 'b']);
    // …but is when the person asks, with the same key.
    await retryEntry(db, kept[0]?.seq ?? -1, now);
    await drain(db, 'u1', send, { now: clock });
    expect(received).toEqual(['a', 'b', 'a']);
    expect(await entriesOf(db, 'u1')).toEqual([]);
  });

  it('discards a write only when asked', async () => {
    await enqueue(db, write('a'), now);
    const [entry] = await entriesOf(db, 'u1');
    await discardEntry(db, entry?.seq ?? -1);
    expect(await entriesOf(db, 'u1')).toEqual([]);
  });

  it('stops at an ended session and keeps every write for its owner', async () => {
    for (const key of ['a', 'b']) await enqueue(db, write(key), now++);
    const { received, send } = server({ a: [{ kind: 'stop' }] });
    expect(await drain(db, 'u1', send, { now: clock })).toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(received).toEqual(['a']);
    expect((await entriesOf(db, 'u1')).map((entry) => [entry.key, entry.state, entry.attempts])).toEqual([
      ['a', 'pending', 0],
      ['b', 'pending', 0],
    ]);
    // Signed in again: both go.
    await drain(db, 'u1', send, { now: clock });
    expect(received).toEqual(['a', 'a', 'b']);
  });

  it("never sends one person's writes in another's drain", async () => {
    await enqueue(db, write('alice-1', 'u1'), now++);
    await enqueue(db, write('bob-1', 'u2'), now++);
    const { received, send } = server();
    await drain(db, 'u2', send, { now: clock });
    expect(received).toEqual(['bob-1']);
    expect((await entriesOf(db, 'u1')).map((entry) => entry.key)).toEqual(['alice-1']);
  });
});
