import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetApi, type AssetApi } from '../test/asset-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: AssetApi;
let crew: { id: string; token: string };
let mate: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  api = assetApi(t);
  crew = await t.createUser('scan.repeater');
  mate = await t.createUser('scan.mate');
});
afterAll(() => t.close());

const scan = (token: string, assetId: string, scanLocation: string) =>
  t.server.inject({
    method: 'POST',
    url: '/api/assets/scan',
    headers: bearer(token),
    payload: { assetId, scanLocation },
  });

const scansOf = (assetId: string) =>
  t.db.kysely
    .selectFrom('activities')
    .select(['id', 'username', 'scan_location', 'created_at'])
    .where('asset_id', '=', assetId)
    .where('action', '=', 'scanned')
    .orderBy('created_at')
    .execute();

describe('a repeated scan', () => {
  it('of the same asset by the same user from the same place within seconds is one scan in the history, answered 201 each time', async () => {
    const asset = await api.create({ name: 'Life raft 7', type: 'Life raft', location: 'Quay 2' });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await scan(crew.token, asset._id, 'Quay 2 north')).statusCode);
    expect(answers).toEqual([201, 201, 201]);
    expect(await scansOf(asset._id)).toEqual([
      expect.objectContaining({ username: 'scan.repeater', scan_location: 'Quay 2 north' }),
    ]);
  });

  it('by another user, from another place, or after the few seconds, is a scan of its own', async () => {
    const asset = await api.create({ name: 'Life raft 9', type: 'Life raft', location: 'Quay 2' });
    await scan(crew.token, asset._id, 'first');
    await scan(mate.token, asset._id, 'first');
    await scan(mate.token, asset._id, 'second');
    // The first scan, moved 11 seconds into the past: past the window.
    await t.db.kysely
      .updateTable('activities')
      .set({ created_at: new Date(Date.now() - 11_000).toISOString() })
      .where('asset_id', '=', asset._id)
      .where('username', '=', 'scan.repeater')
      .execute();
    await scan(crew.token, asset._id, 'first');
    expect((await scansOf(asset._id)).map((row) => `${row.username} ${row.scan_location}`)).toEqual([
      'scan.repeater first',
      'scan.mate first',
      'scan.mate second',
      'scan.repeater first',
    ]);
  });
});
