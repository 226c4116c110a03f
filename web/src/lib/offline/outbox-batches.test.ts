import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noteServerDate, serverClockOffsetMs } from '../server-clock';
import { OfflineDatabase, type OutboxEntry } from './offline-db';
import { drain, enqueue, entriesOf, type NewOutboxEntry, type SendOutcome, type Sender } from './outbox';
import { withOccurredAt } from './occurred-at';

const HOUR = 3_600_000;
let db: OfflineDatabase;
let now = Date.parse('2026-11-28T09:00:00Z');
const clock = () => now;

const write = (key: string, assetId = key): NewOutboxEntry => ({
  key,
  userId: 'u1',
  username: 'alice',
  kind: 'mark',
  path: '/rounds/0123456789abcdef01234567/marks',
  body: { json: { assetId } },
  summary: `Mark of ${key}`,
  assetId,
  roundId: '0123456789abcdef01234567',
});

/** A server stand-in taking batches: each batch's keys, each write's occurredAt, scripted answers by key. */
function batchServer(script: Record<string, SendOutcome[]> = {}, limit = 100) {
  const batches: string[][] = [];
  const occurredAt = new Map<string, string | undefined>();
  const answer = (entry: OutboxEntry): SendOutcome => {
    const body = withOccurredAt(entry.body, entry.occurredAt) as { json: { occurredAt?: string } };
    occurredAt.set(entry.key, body.json.occurredAt);
    return script[entry.key]?.shift() ?? { kind: 'sent' };
  };
  const sender: Sender = {
    one: async (entry) => {
      batches.push([entry.key]);
      return answer(entry);
    },
    many: {
      limit,
      batchable: () => true,
      send: async (entries) => {
        await Promise.resolve();
        batches.push(entries.map((entry) => entry.key));
        return entries.map(answer);
      },
    },
  };
  return { batches, occurredAt, sender };
}

beforeEach(() => {
  db = new OfflineDatabase(`outbox-batches-${Math.random()}`);
  now = Date.parse('2026-11-28T09:00:00Z');
});

afterEach(async () => {
  db.close();
  await db.delete();
  noteServerDate(new Date().toUTCString(), Date.now(), Date.now());
});

describe('the outbox in batches', () => {
  it('sends 250 queued writes in three requests, in the order made, and empties', async () => {
    for (let i = 0; i < 250; i++) await enqueue(db, write(`w${i}`), now++);
    const { batches, sender } = batchServer();
    expect(await drain(db, 'u1', sender, { now: clock })).toEqual({ sent: 250, refused: 0, waiting: 0 });
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(Array.from({ length: 250 }, (_, i) => `w${i}`));
    expect(await entriesOf(db, 'u1')).toEqual([]);
  });

  it('keeps a refused write, retries one the server could not take, and leaves the writes it held', async () => {
    for (const key of ['a', 'b', 'c', 'd']) await enqueue(db, write(key, key === 'd' ? 'b' : key), now++);
    const { batches, sender } = batchServer({
      a: [{ kind: 'refused', status: 404, message: 'Asset not found' }],
      b: [{ kind: 'retry', afterMs: 1_000 }],
      d: [{ kind: 'held' }],
    });
    expect(await drain(db, 'u1', sender, { now: clock })).toEqual({ sent: 1, refused: 1, waiting: 2 });
    const left = await entriesOf(db, 'u1');
    expect(left.map((entry) => [entry.key, entry.state, entry.nextAttemptAt - now])).toEqual([
      ['a', 'refused', left[0]!.nextAttemptAt - now],
      ['b', 'pending', 1_000],
      ['d', 'pending', left[2]!.nextAttemptAt - now],
    ]);
    now += 1_000;
    await drain(db, 'u1', sender, { now: clock });
    expect(batches).toEqual([
      ['a', 'b', 'c', 'd'],
      ['b', 'd'],
    ]);
    expect((await entriesOf(db, 'u1')).map((entry) => entry.key)).toEqual(['a']);
  });
});

describe('occurredAt', () => {
  it('corrects the time a write was made by a device clock 3 hours fast, from the server Date header', async () => {
    // The device's clock reads 12:00 while the server's reads 09:00.
    const deviceNow = now + 3 * HOUR;
    noteServerDate(new Date(now).toUTCString(), deviceNow - 40, deviceNow + 40);
    expect(Math.abs(serverClockOffsetMs() + 3 * HOUR)).toBeLessThanOrEqual(1_000);
    // Made offline at 12:30 device time, i.e. 09:30 on the server's clock.
    await enqueue(db, write('late'), deviceNow + 30 * 60_000);
    const { occurredAt, sender } = batchServer();
    await drain(db, 'u1', sender, { now: () => deviceNow + HOUR });
    const sent = Date.parse(occurredAt.get('late')!);
    expect(Math.abs(sent - (now + 30 * 60_000))).toBeLessThanOrEqual(1_000);
  });

  it('ignores the Date header rounding: a clock within a second or two is taken as right', async () => {
    noteServerDate(new Date(now).toUTCString(), now + 700, now + 900);
    expect(serverClockOffsetMs()).toBe(0);
  });

  it('is fixed at the first attempt: a resend under the same key is the same request', async () => {
    await enqueue(db, write('a'), now);
    const { occurredAt, sender } = batchServer({ a: [{ kind: 'retry' }] });
    await drain(db, 'u1', sender, { now: clock, clockOffsetMs: () => 0 });
    const first = occurredAt.get('a');
    expect(first).toBe(new Date(now).toISOString());
    await drain(db, 'u1', sender, { now: clock, force: true, clockOffsetMs: () => -HOUR });
    expect(occurredAt.get('a')).toBe(first);
  });

  it("goes into a form's JSON field (an inspection with photos) as into a JSON body", () => {
    const form = withOccurredAt(
      { form: { fields: [['inspection', '{"planId":"p"}']], files: [] } },
      '2026-11-28T09:00:00.000Z',
    );
    expect(form).toEqual({
      form: { fields: [['inspection', '{"planId":"p","occurredAt":"2026-11-28T09:00:00.000Z"}']], files: [] },
    });
  });
});
