import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetApi } from '../test/asset-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { createTokenBuckets, RATE_LIMITS, rateLimitedRoutes } from './rate-limit';

describe('the field-write bucket', () => {
  it('lets a round through: a label a second for an hour', () => {
    let now = 0;
    const buckets = createTokenBuckets(RATE_LIMITS['field-write'], () => now);
    for (let second = 0; second < 3600; second++, now += 1000) {
      expect(buckets.take('crew')).toBe(0);
    }
  });

  it('stops a burst at 120, then lets 2 a second through', () => {
    let now = 0;
    const buckets = createTokenBuckets(RATE_LIMITS['field-write'], () => now);
    for (let i = 0; i < 120; i++) expect(buckets.take('crew')).toBe(0);
    expect(buckets.take('crew')).toBe(1);
    expect(buckets.take('another')).toBe(0);
    now += 1000;
    expect([buckets.take('crew'), buckets.take('crew'), buckets.take('crew')]).toEqual([0, 0, 1]);
  });
});

describe('the field-write bucket, counted by when writes happened', () => {
  it("lets a day's 500 writes, made a minute apart, through when they are all sent at once", () => {
    const now = 10 * 3_600_000;
    const buckets = createTokenBuckets(RATE_LIMITS['field-write'], () => now);
    const dayStart = now - 9 * 3_600_000;
    for (let i = 0; i < 500; i++) expect(buckets.take('crew', dayStart + i * 60_000)).toBe(0);
  });

  it('stops writes that all say they happened now, as it stops writes without a time', () => {
    const now = 10 * 3_600_000;
    const buckets = createTokenBuckets(RATE_LIMITS['field-write'], () => now);
    const taken = Array.from({ length: 200 }, () => buckets.take('script', now)).filter((w) => w === 0);
    expect(taken).toHaveLength(120);
  });

  it('gives nothing back for a write timed before the last one: invented order cannot refill it', () => {
    const now = 10 * 3_600_000;
    const buckets = createTokenBuckets(RATE_LIMITS['field-write'], () => now);
    expect(buckets.take('script', now - 60_000)).toBe(0);
    const earlier = Array.from({ length: 200 }, (_, i) => buckets.take('script', now - 120_000 - i * 1000));
    expect(earlier.filter((w) => w === 0)).toHaveLength(119);
  });
});

describe('POST /api/assets/scan in bulk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the 121st scan at once with 429, Retry-After and the error shape; other users are not held', async () => {
    const asset = await assetApi(t).create({ name: 'Bollard 1', type: 'Bollard', location: 'Quay 1' });
    const crew = await t.createUser('bulk.scanner');
    const scan = (token: string) =>
      t.server.inject({
        method: 'POST',
        url: '/api/assets/scan',
        headers: bearer(token),
        payload: { assetId: asset._id, scanLocation: 'x'.repeat(2000) },
      });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 140 }, () => scan(crew.token)));
    // The bucket refills 2 a second while the 140 are read and taken (after their bodies are parsed).
    const refilled = Math.ceil(((Date.now() - started) / 1000) * 2);
    const codes = answers.map((answer) => answer.statusCode);
    const recorded = codes.filter((code) => code === 201).length;
    expect(recorded).toBeGreaterThanOrEqual(120);
    expect(recorded).toBeLessThanOrEqual(120 + refilled);
    expect(codes.filter((code) => code === 429)).toHaveLength(140 - recorded);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'rate-limited',
      message: 'Too many records in a short time. Try again in 1 second.',
      msg: 'Too many records in a short time. Try again in 1 second.',
      retryAfterSeconds: 1,
    });
    expect((await scan(t.adminToken)).statusCode).toBe(201);
  });

  it('is declared on every write a field user makes in bulk', () => {
    expect(rateLimitedRoutes).toEqual(
      expect.arrayContaining([
        'POST /api/assets/scan',
        'POST /api/assets/:id/inspections',
        'POST /api/rounds/:id/marks',
        'POST /api/rounds/:id/moves',
      ]),
    );
  });
});
