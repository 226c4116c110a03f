import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetApi, type AssetApi } from '../test/asset-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: AssetApi;
let crew: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  api = assetApi(t);
  crew = await t.createUser('erik.hansen');
});
afterAll(() => t.close());

describe('scanning assets', () => {
  it('records a scan with who, when and where', async () => {
    const asset = await api.create({ name: 'Radar Tower', type: 'Facility', location: 'Breakwater' });
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/assets/scan',
      headers: bearer(crew.token),
      payload: { assetId: asset._id.toUpperCase(), scanLocation: 'https://assets.example/user/scan' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db.kysely
      .selectFrom('activities')
      .selectAll()
      .where('asset_id', '=', asset._id)
      .where('action', '=', 'scanned')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      username: 'erik.hansen',
      user_id: crew.id,
      scan_location: 'https://assets.example/user/scan',
    });
  });

  it('answers a scan of an unknown asset with 404 and a malformed id with 400', async () => {
    const scan = (assetId: unknown) =>
      t.server.inject({
        method: 'POST',
        url: '/api/assets/scan',
        headers: bearer(crew.token),
        payload: { assetId },
      });
    expect((await scan('0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await scan('hello')).statusCode).toBe(400);
    expect((await scan(12)).statusCode).toBe(400);
  });
});
