import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetApi, type AssetApi } from '../test/asset-api';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: AssetApi;
beforeAll(async () => {
  t = await createTestApp();
  api = assetApi(t);
});
afterAll(() => t.close());

describe('editing assets', () => {
  it('logs a status change to Available as its own action', async () => {
    const asset = await api.create({
      name: 'Fender F-40',
      type: 'Fender',
      location: 'Pier',
      status: 'Reservable',
    });
    await api.send('PUT', `/api/assets/${asset._id}`, {
      name: 'Fender F-40',
      type: 'Fender',
      location: 'Pier',
      status: 'available',
    });
    expect((await api.history(asset._id)).at(-1)).toBe(
      'available: Status changed from Reservable to Available',
    );
  });

  it('answers 404 for an unknown asset and 400 for a malformed id, changing nothing', async () => {
    const fields = { name: 'A', type: 'B', location: 'C', status: 'Available' };
    expect((await api.send('PUT', '/api/assets/0123456789abcdef01234567', fields)).statusCode).toBe(404);
    expect((await api.send('PUT', '/api/assets/zzz', fields)).statusCode).toBe(400);
    // However long, a malformed id is the id's 400, not a 404 for a route that exists.
    const long = await api.send('PUT', `/api/assets/${'0'.repeat(500)}`, fields);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: Record<string, string> }>().errors).toHaveProperty('id');
  });

  it('refuses an edit without the required fields', async () => {
    const asset = await api.create({ name: 'Keep Me', type: 'Radio', location: 'Ops' });
    const res = await api.send('PUT', `/api/assets/${asset._id}`, {
      name: 'Keep Me',
      type: '',
      location: 'Ops',
    });
    expect(res.statusCode).toBe(400);
    expect((await api.get(asset._id)).type).toBe('Radio');
  });
});
