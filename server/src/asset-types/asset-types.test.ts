import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetType } from '@harbour/contract';
import { assetApi } from '../test/asset-api';
import { assetTypeApi } from '../test/asset-type-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let types: ReturnType<typeof assetTypeApi>;
beforeAll(async () => {
  t = await createTestApp();
  types = assetTypeApi(t);
});
afterAll(() => t.close());

const label = (en: string) => ({ en });

describe('asset types', () => {
  it('are made by an administrator and listed by name to every signed-in person', async () => {
    const made = await types.make({
      name: 'Lit buoy',
      fields: [
        { key: 'character', label: label('Light character'), kind: 'text', required: true },
        { key: 'range', label: label('Range'), kind: 'number', unit: 'NM', min: 0 },
      ],
      publicReports: true,
      availabilityCategory: 1,
    });
    expect(made).toMatchObject({
      name: 'Lit buoy',
      publicReports: true,
      offStationMeters: 50,
      availabilityCategory: 1,
      assetCount: 0,
      valuesNotFitting: 0,
    });
    expect(made.fields.map((field) => field.key)).toEqual(['character', 'range']);
    await types.make({ name: 'Anchor' });
    const employee = await t.createUser('types.reader');
    const names = (await types.list(employee.token)).map((type) => type.name);
    expect(names.indexOf('Anchor')).toBeLessThan(names.indexOf('Lit buoy'));
  });

  it('refuses a name whose key another type has, naming that type', async () => {
    await types.make({ name: 'Fire extinguisher' });
    const res = await types.create({ name: 'FIRE  EXTINGUISHER' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'asset-type-name-taken',
      message: "An asset type named 'Fire extinguisher' already exists",
    });
  });

  it('refuses a field definition that does not hold together, with its message', async () => {
    const res = await types.create({
      name: 'Bad type',
      fields: [{ key: 'agent', label: label('Agent'), kind: 'choice' }],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('A choice needs its options');
  });

  it('are made for an asset whose type has no record, and counted', async () => {
    await t.createAsset({ name: 'Deck crane', type: 'Crane', location: 'Quay 1' });
    const crane = (await types.list()).find((type) => type.name === 'Crane');
    expect(crane).toMatchObject({ assetCount: 1, fields: [] });
  });

  it('renames the type text of every asset of the type, each with a history entry', async () => {
    const api = assetApi(t);
    const type = await types.make({ name: 'Mooring line' });
    const a = await t.createAsset({ name: 'Line 1', type: 'Mooring line', location: 'Quay 2' });
    const b = await t.createAsset({ name: 'Line 2', type: 'MOORING LINE', location: 'Quay 2' });
    const res = await types.update(type._id, { name: 'Mooring rope' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AssetType>()).toMatchObject({ name: 'Mooring rope', assetCount: 2 });
    expect((await api.get(a._id)).type).toBe('Mooring rope');
    expect((await api.get(b._id)).type).toBe('Mooring rope');
    expect(await api.history(b._id)).toContain("updated: Updated type: 'MOORING LINE' → 'Mooring rope'");
    const found = await t.server.inject({ url: '/api/assets?q=mooring rope', headers: bearer(t.adminToken) });
    expect(
      found
        .json<Asset[]>()
        .map((asset) => asset.name)
        .sort(),
    ).toEqual(['Line 1', 'Line 2']);
  });

  it('keeps values when a field changes kind and counts those that no longer fit', async () => {
    const type = await types.make({
      name: 'Life raft',
      fields: [
        { key: 'pack', label: label('SOLAS pack'), kind: 'text' },
        { key: 'capacity', label: label('Capacity'), kind: 'number' },
      ],
    });
    const fits = await t.createAsset({ name: 'Raft 1', type: 'Life raft', location: 'Deck 4' });
    const other = await t.createAsset({ name: 'Raft 2', type: 'Life raft', location: 'Deck 4' });
    for (const [asset, pack] of [
      [fits, 'A'],
      [other, 'Pack B+'],
    ] as const) {
      const res = await t.server.inject({
        method: 'PUT',
        url: `/api/assets/${asset._id}`,
        headers: bearer(t.adminToken),
        payload: { name: asset.name, type: 'Life raft', location: 'Deck 4', fields: { pack, capacity: 12 } },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await types.update(type._id, {
      fields: [{ key: 'pack', label: label('SOLAS pack'), kind: 'choice', options: ['A', 'B'] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AssetType>()).toMatchObject({ assetCount: 2, valuesNotFitting: 1 });
    const api = assetApi(t);
    expect(await api.get(fits._id)).toMatchObject({ fields: { pack: 'A' }, fieldsNotFitting: [] });
    // Kept and shown as it was, flagged; the removed field's value is gone.
    expect(await api.get(other._id)).toMatchObject({
      fields: { pack: 'Pack B+' },
      fieldsNotFitting: ['pack'],
    });
    const filtered = await t.server.inject({
      url: '/api/assets?field.pack=a',
      headers: bearer(t.adminToken),
    });
    expect(filtered.json<Asset[]>().map((asset) => asset.name)).toEqual(['Raft 1']);
  });

  it('cannot be deleted while an asset has it, and can be once none has', async () => {
    const type = await types.make({ name: 'Gangway' });
    const asset = await t.createAsset({ name: 'Gangway 1', type: 'Gangway', location: 'Quay 3' });
    const refused = await types.remove(type._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'asset-type-in-use',
      message: 'Gangway cannot be deleted: 1 asset has this type',
    });
    await t.server.inject({
      method: 'DELETE',
      url: `/api/assets/${asset._id}`,
      headers: bearer(t.adminToken),
    });
    const deleted = await types.remove(type._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Asset type Gangway deleted' });
    expect((await types.remove(type._id)).statusCode).toBe(404);
  });
});
