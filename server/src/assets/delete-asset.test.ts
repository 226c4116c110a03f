import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetApi, type AssetApi } from '../test/asset-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: AssetApi;
beforeAll(async () => {
  t = await createTestApp();
  api = assetApi(t);
});
afterAll(() => t.close());

describe('deleting assets', () => {
  it('deletes an asset and keeps its history readable', async () => {
    const asset = await api.create({ name: 'Old Buoy', type: 'Buoy', location: 'Roads' });
    const res = await t.server.inject({
      method: 'DELETE',
      url: `/api/assets/${asset._id}`,
      headers: bearer(t.adminToken),
    });
    expect(res.json()).toMatchObject({ message: 'Asset deleted successfully' });
    expect(
      (await t.server.inject({ url: `/api/assets/${asset._id}`, headers: bearer(t.adminToken) })).statusCode,
    ).toBe(404);
    expect(await api.history(asset._id)).toEqual([
      'created: Created Buoy at Roads',
      'deleted: Deleted Buoy at Roads',
    ]);
    expect(
      (
        await t.server.inject({
          method: 'DELETE',
          url: `/api/assets/${asset._id}`,
          headers: bearer(t.adminToken),
        })
      ).statusCode,
    ).toBe(404);
  });
});
