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
    const answers = await Promise.all(Array.from({ length: 140 }, () => scan(crew.token)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(120);
    expect(codes.filter((code) => code === 429)).toHaveLength(20);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
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
