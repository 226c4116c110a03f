import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { signIn } from '../session';
import { offlineDb } from './offline-db';
import { enqueue } from './outbox';
import { sendOrQueue, type QueuedWrite } from './queue-write';
import { outcomeOf } from './send-entry';

const USER_ID = '65a1b2c3d4e5f60718293a4b';
const token = `x.${btoa(JSON.stringify({ sub: USER_ID })).replace(/=+$/, '')}.y`;

const scan: QueuedWrite = {
  kind: 'scan',
  path: '/assets/scan',
  body: { json: { assetId: 'a1', scanLocation: 'https://harbour.example/user/scan' } },
  summary: 'Scan of Lifebuoy 7',
  assetId: 'a1',
  roundId: null,
};

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(async () => {
  await offlineDb.outbox.clear();
  signIn({ token, role: 'user', username: 'alice' });
  // The drain a queued write starts reaches no server here.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});

describe('a field write', () => {
  it('goes straight to the server when there is signal', async () => {
    setOnline(true);
    const sendNow = vi.fn(() => Promise.resolve('recorded'));
    expect(await sendOrQueue(scan, sendNow)).toEqual({ queued: false, answer: 'recorded' });
    expect(sendNow).toHaveBeenCalledWith(
      'json' in scan.body ? scan.body.json : null,
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(await offlineDb.outbox.count()).toBe(0);
  });

  it('is queued for its owner without trying the network when the phone is offline', async () => {
    setOnline(false);
    const sendNow = vi.fn(() => Promise.resolve('recorded'));
    expect(await sendOrQueue(scan, sendNow)).toEqual({ queued: true });
    expect(sendNow).not.toHaveBeenCalled();
    const [entry] = await offlineDb.outbox.toArray();
    expect(entry).toMatchObject({
      userId: USER_ID,
      username: 'alice',
      path: '/assets/scan',
      state: 'pending',
      summary: 'Scan of Lifebuoy 7',
    });
  });

  it('is queued with the key it was tried with when the request gets no answer', async () => {
    setOnline(true);
    let triedKey = '';
    const sendNow = vi.fn((_body: unknown, key: string) => {
      triedKey = key;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    expect(await sendOrQueue(scan, sendNow)).toEqual({ queued: true });
    const [entry] = await offlineDb.outbox.toArray();
    // If the lost request did reach the server, the resend is answered with its first result.
    expect(entry?.key).toBe(triedKey);
  });

  it('is refused, not queued, when the server answers no', async () => {
    setOnline(true);
    const sendNow = () => Promise.reject(new ApiError(404, 'Asset not found'));
    await expect(sendOrQueue(scan, sendNow)).rejects.toThrow('Asset not found');
    expect(await offlineDb.outbox.count()).toBe(0);
  });

  it('waits behind older writes of the same person, so the order holds', async () => {
    setOnline(true);
    await enqueue(offlineDb, { ...scan, key: 'older', userId: USER_ID, username: 'alice' });
    const sendNow = vi.fn(() => Promise.resolve('recorded'));
    expect(await sendOrQueue(scan, sendNow)).toEqual({ queued: true });
    expect(sendNow).not.toHaveBeenCalled();
    expect((await offlineDb.outbox.orderBy('seq').toArray()).map((entry) => entry.key)[0]).toBe('older');
  });
});

describe('an answer to a queued write', () => {
  it('sorts what the server said into sent again later, refused for good, or stop until sign-in', () => {
    expect(outcomeOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'retry' });
    expect(outcomeOf(new ApiError(503, 'Unavailable'))).toEqual({ kind: 'retry' });
    expect(outcomeOf(new ApiError(429, 'Too many requests'))).toEqual({ kind: 'retry' });
    expect(outcomeOf(new ApiError(429, 'Too many records', undefined, 1))).toEqual({
      kind: 'retry',
      afterMs: 1000,
    });
    expect(
      outcomeOf(new ApiError(409, 'A request with this Idempotency-Key is still running: wait')),
    ).toEqual({ kind: 'retry' });
    expect(outcomeOf(new ApiError(401, 'Unauthorized'))).toEqual({ kind: 'stop' });
    expect(outcomeOf(new ApiError(409, 'This round is finished: it takes no more scans'))).toEqual({
      kind: 'refused',
      status: 409,
      message: 'This round is finished: it takes no more scans',
    });
    expect(outcomeOf(new ApiError(404, 'Asset not found'))).toEqual({
      kind: 'refused',
      status: 404,
      message: 'Asset not found',
    });
    expect(outcomeOf(new ApiError(403, undefined))).toEqual({
      kind: 'refused',
      status: 403,
      message: 'The server refused this write.',
    });
  });
});
