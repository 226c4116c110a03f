import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestUrl } from '@/test/render';
import { getToken, signIn } from '../session';
import { OfflineDatabase, type OutboxEntry } from './offline-db';
import { drain, enqueue, entriesOf, type NewOutboxEntry, type SendOutcome, type Sender } from './outbox';
import { appSender } from './send-entry';

const USER_ID = '65a1b2c3d4e5f60718293a4b';
const token = `x.${btoa(JSON.stringify({ sub: USER_ID })).replace(/=+$/, '')}.y`;
const ROUND = '0123456789abcdef01234567';

/** What a route answers one write: its status, JSON body and Retry-After. */
interface RouteAnswer {
  status: number;
  body: object;
  retryAfter?: number;
}

const markOf = (key: string): NewOutboxEntry => ({
  key,
  userId: USER_ID,
  username: 'alice',
  kind: 'mark',
  path: `/rounds/${ROUND}/marks`,
  body: { json: { assetId: key } },
  summary: `Mark of ${key}`,
  assetId: key,
  roundId: ROUND,
});

/** A write's answer inside a batch, as POST /api/field-writes words it (server/src/field-writes/send-write.ts). */
function inBatch(key: string, { status, body, retryAfter }: RouteAnswer) {
  const message = 'message' in body ? String(body.message) : '';
  const outcome =
    status < 300
      ? 'done'
      : status === 429 ||
          status === 408 ||
          status >= 500 ||
          (status === 409 && /still running/i.test(message))
        ? 'retry'
        : 'refused';
  return {
    key,
    outcome,
    status,
    ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
    body,
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * A server stand-in answering each write by its key from `script`, sent alone or in a batch (`batch` answers
 * the batch request itself instead, when given). Records every request as the keys it carried.
 */
function serve(script: Record<string, RouteAnswer>, batch?: RouteAnswer) {
  const requests: Array<{ path: string; keys: string[] }> = [];
  const answerOf = (key: string): RouteAnswer => script[key] ?? { status: 201, body: { message: 'ok' } };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = requestUrl(input).pathname;
      if (path === '/api/field-writes') {
        const { writes } = JSON.parse(init?.body as string) as { writes: Array<{ key: string }> };
        requests.push({ path, keys: writes.map((write) => write.key) });
        if (batch) return Promise.resolve(json(batch.status, batch.body));
        return Promise.resolve(json(200, { answers: writes.map(({ key }) => inBatch(key, answerOf(key))) }));
      }
      const key = new Headers(init?.headers).get('Idempotency-Key') ?? '';
      requests.push({ path, keys: [key] });
      const { status, body, retryAfter } = answerOf(key);
      return Promise.resolve(
        json(status, body, retryAfter !== undefined ? { 'Retry-After': String(retryAfter) } : {}),
      );
    }),
  );
  return requests;
}

let db: OfflineDatabase;
const NOW = Date.parse('2026-11-29T09:00:00Z');

beforeEach(() => {
  db = new OfflineDatabase(`send-entry-${Math.random()}`);
  signIn({ token, role: 'user', username: 'alice' });
});

afterEach(async () => {
  db.close();
  await db.delete();
});

async function queued(key: string): Promise<OutboxEntry> {
  await enqueue(db, markOf(key), NOW);
  return (await db.outbox.where('key').equals(key).first())!;
}

/** One write's answer from its route, and what the outbox does with it: the same alone and in a batch. */
const ANSWERS: Array<[string, RouteAnswer, SendOutcome]> = [
  ['done', { status: 201, body: { result: 'found' } }, { kind: 'sent' }],
  [
    'not found',
    { status: 404, body: { message: 'Asset not found' } },
    { kind: 'refused', status: 404, message: 'Asset not found' },
  ],
  [
    'forbidden, its message in msg',
    { status: 403, body: { msg: 'You are not on this round' } },
    { kind: 'refused', status: 403, message: 'You are not on this round' },
  ],
  [
    'invalid',
    { status: 400, body: { message: 'Validation failed', errors: { occurredAt: 'too old' } } },
    { kind: 'refused', status: 400, message: 'Validation failed' },
  ],
  [
    'round finished',
    { status: 409, body: { message: 'This round is finished: it takes no more scans' } },
    { kind: 'refused', status: 409, message: 'This round is finished: it takes no more scans' },
  ],
  [
    'its key still running',
    { status: 409, body: { message: 'A request with this Idempotency-Key is still running' } },
    { kind: 'retry' },
  ],
  [
    'too many, wait 3 s',
    {
      status: 429,
      body: { message: 'Too many records in a short time. Try again in 3 seconds.' },
      retryAfter: 3,
    },
    { kind: 'retry', afterMs: 3_000 },
  ],
  ['a server fault', { status: 500, body: { message: 'Internal Server Error' } }, { kind: 'retry' }],
];

describe('one write refused in a batch is treated as if it had been refused alone', () => {
  it.each(ANSWERS)('%s', async (_name, answer, expected) => {
    const entry = await queued('w1');
    serve({ w1: answer });
    const alone = await appSender.one(entry);
    const batched = await appSender.many!.send([entry]);
    expect(alone).toEqual(expected);
    expect(batched).toEqual([expected]);
  });

  it('a 401 for one write of a batch ends the session, as a 401 alone does', async () => {
    const entry = await queued('w1');
    serve({ w1: { status: 401, body: { message: 'Unauthorized' } } });
    expect(await appSender.one(entry)).toEqual({ kind: 'stop' });
    expect(getToken()).toBeNull();

    signIn({ token, role: 'user', username: 'alice' });
    expect(await appSender.many!.send([entry])).toEqual([{ kind: 'stop' }]);
    expect(getToken()).toBeNull();
  });

  it('leaves the outbox as the same writes sent one by one would: sent gone, refused kept, 429 waits its time', async () => {
    const script: Record<string, RouteAnswer> = {
      refused: { status: 404, body: { message: 'Asset not found' } },
      paced: { status: 429, body: { message: 'Too many records' }, retryAfter: 2 },
    };
    const outboxAfter = async (sender: Sender) => {
      for (const key of ['sent', 'refused', 'paced']) await enqueue(db, markOf(key), NOW);
      const requests = serve(script);
      const report = await drain(db, USER_ID, sender, { now: () => NOW, clockOffsetMs: () => 0 });
      const left = (await entriesOf(db, USER_ID)).map((entry) => ({
        key: entry.key,
        state: entry.state,
        refusal: entry.refusal,
        attempts: entry.attempts,
        waitMs: entry.nextAttemptAt - NOW,
      }));
      await db.outbox.clear();
      return { report, left, requests: requests.map((request) => request.path) };
    };

    const alone = await outboxAfter({ one: (entry) => appSender.one(entry) });
    const batched = await outboxAfter(appSender);

    expect(alone.requests).toHaveLength(3);
    expect(batched.requests).toEqual(['/api/field-writes']);
    expect(batched.report).toEqual({ sent: 1, refused: 1, waiting: 1 });
    expect(batched.left).toEqual([
      {
        key: 'refused',
        state: 'refused',
        refusal: { status: 404, message: 'Asset not found' },
        attempts: 1,
        waitMs: 0,
      },
      { key: 'paced', state: 'pending', refusal: null, attempts: 0, waitMs: 2_000 },
    ]);
    expect(batched.report).toEqual(alone.report);
    expect(batched.left).toEqual(alone.left);
  });
});

describe('a batch the server did not take', () => {
  it('is sent one by one, each write answered by its own route, when the batch itself is refused (too large)', async () => {
    const entries = [await queued('a'), await queued('b'), await queued('c')];
    const requests = serve(
      { b: { status: 404, body: { message: 'Asset not found' } } },
      { status: 413, body: { message: 'Request body is too large' } },
    );
    expect(await appSender.many!.send(entries)).toEqual([
      { kind: 'sent' },
      { kind: 'refused', status: 404, message: 'Asset not found' },
      { kind: 'sent' },
    ]);
    expect(requests.map((request) => request.keys)).toEqual([['a', 'b', 'c'], ['a'], ['b'], ['c']]);
  });

  it('is sent one by one to a server without batches (404), and one that must wait holds back the rest', async () => {
    const entries = [await queued('a'), await queued('b'), await queued('c')];
    serve(
      { b: { status: 503, body: { message: 'Unavailable' } } },
      { status: 404, body: { message: 'Not Found' } },
    );
    expect(await appSender.many!.send(entries)).toEqual([
      { kind: 'sent' },
      { kind: 'retry' },
      { kind: 'held' },
    ]);
  });

  it('is tried again whole when no answer came, or the server failed', async () => {
    const entries = [await queued('a'), await queued('b')];
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await appSender.many!.send(entries)).toEqual([{ kind: 'retry' }, { kind: 'retry' }]);
    serve({}, { status: 502, body: { message: 'Bad Gateway' } });
    expect(await appSender.many!.send(entries)).toEqual([{ kind: 'retry' }, { kind: 'retry' }]);
  });

  it('sends an inspection with photos alone, and field writes with a JSON body in batches', async () => {
    const photo: NewOutboxEntry = {
      ...markOf('photo'),
      kind: 'inspection',
      path: `/assets/${ROUND}/inspections`,
      body: { form: { fields: [['inspection', '{"planId":"p"}']], files: [] } },
    };
    expect(appSender.many!.batchable(await queued('w1'))).toBe(true);
    await enqueue(db, photo, NOW);
    expect(appSender.many!.batchable((await db.outbox.where('key').equals('photo').first())!)).toBe(false);
  });
});
