import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@harbour/contract';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let employee: { id: string; token: string };
let assetId = '';

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.createUser('deck.hand');
  assetId = (await t.createAsset({ name: 'Crane 1', type: 'Crane', location: 'Terminal' }))._id;
  await t.createAsset({ name: 'Crane 2', type: 'Crane', location: 'Terminal' });
  // Each from its own place: the same scan repeated within seconds would be merged into one.
  for (let i = 0; i < 12; i++)
    await t.server.inject({
      method: 'POST',
      url: '/api/assets/scan',
      headers: bearer(employee.token),
      payload: { assetId, scanLocation: `Berth ${i}` },
    });
});
afterAll(() => t.close());

const history = (query = '', token = employee.token) =>
  t.server.inject({ url: `/api/assets/${assetId}/history${query}`, headers: bearer(token) });

describe('GET /api/assets/:id/history', () => {
  it("answers the asset's activities newest first, 10 a page by default, the total in X-Total-Count", async () => {
    const res = await history();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('13');
    const page = res.json<Activity[]>();
    expect(page).toHaveLength(10);
    expect(page[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      action: 'scanned',
      details: 'Scanned by deck.hand',
      asset: { _id: assetId, name: 'Crane 1' },
      timestamp: expect.any(String),
      username: 'deck.hand',
    });
    const last = (await history('?page=2')).json<Activity[]>();
    expect(last.map((a) => a.action)).toEqual(['scanned', 'scanned', 'created']);
    const ids = [...page, ...last].map((a) => a._id);
    expect(ids).toEqual(ids.toSorted().toReversed());
  });

  it('takes a limit up to 100', async () => {
    expect((await history('?limit=100')).json<Activity[]>()).toHaveLength(13);
    expect((await history('?limit=101')).statusCode).toBe(400);
    expect((await history('?page=abc')).statusCode).toBe(400);
  });

  it('is 404 for an unknown asset and 401 signed out', async () => {
    const missing = await t.server.inject({
      url: '/api/assets/0123456789abcdef01234567/history',
      headers: bearer(employee.token),
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.server.inject({ url: `/api/assets/${assetId}/history` })).statusCode).toBe(401);
  });
});
