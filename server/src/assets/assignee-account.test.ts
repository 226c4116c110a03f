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

describe("an asset when its assignee's account changes", () => {
  it('deleting a user unassigns their assets and logs it for each', async () => {
    const leaver = await t.createUser('leaving.crew');
    const a = await api.create({ name: 'Radio 20', type: 'Radio', location: 'Ops', assignedTo: leaver.id });
    const b = await api.create({ name: 'Radio 21', type: 'Radio', location: 'Ops', assignedTo: leaver.id });
    await t.server.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaver.id}`,
      headers: bearer(t.adminToken),
    });
    for (const asset of [a, b]) {
      expect(await api.get(asset._id)).toMatchObject({ assignedTo: null, assignedToName: null });
      expect((await api.history(asset._id)).at(-1)).toBe(
        'unassigned: Unassigned from leaving.crew (user account deleted)',
      );
    }
  });

  it('keeps assignedToName true after the assignee is renamed', async () => {
    const renamed = await t.createUser('old.name');
    const asset = await api.create({
      name: 'Radio 30',
      type: 'Radio',
      location: 'Ops',
      assignedTo: renamed.id,
    });
    await t.server.inject({
      method: 'PUT',
      url: `/api/admin/users/${renamed.id}`,
      headers: bearer(t.adminToken),
      payload: { username: 'new.name', role: 'user' },
    });
    expect((await api.get(asset._id)).assignedToName).toBe('new.name');
  });
});
