import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetCompliance, Location, MapAnswer } from '@harbour/contract';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let employee: string;
beforeAll(async () => {
  t = await createTestApp();
  employee = (await t.createUser('deckhand')).token;
});
afterAll(() => t.close());

const admin = () => bearer(t.adminToken);
const api = {
  create: (payload: object) =>
    t.server.inject({ method: 'POST', url: '/api/locations', headers: admin(), payload }),
  update: (id: string, payload: object) =>
    t.server.inject({ method: 'PUT', url: `/api/locations/${id}`, headers: admin(), payload }),
  merge: (id: string, into: string) =>
    t.server.inject({
      method: 'POST',
      url: `/api/locations/${id}/merge`,
      headers: admin(),
      payload: { into },
    }),
  remove: (id: string) =>
    t.server.inject({ method: 'DELETE', url: `/api/locations/${id}`, headers: admin() }),
  list: async (query = '') =>
    (await t.server.inject({ url: `/api/locations${query}`, headers: admin() })).json<Location[]>(),
  async make(name: string, parentId?: string, extra: object = {}): Promise<Location> {
    const res = await this.create({ name, kind: 'area', ...(parentId ? { parentId } : {}), ...extra });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<Location>();
  },
};
const assetsAt = async (query: string) =>
  (await t.server.inject({ url: `/api/assets?limit=100&sort=name&${query}`, headers: admin() })).json<
    Asset[]
  >();
const getAsset = async (id: string) =>
  (await t.server.inject({ url: `/api/assets/${id}`, headers: admin() })).json<Asset>();

describe('locations as a tree', () => {
  it('makes a port with its quays and stores, each with its full path, and counts assets up the tree', async () => {
    const port = await api.make('Tromsø havn');
    const quay = await api.make('Kai 7', port._id);
    const store = await api.make('Lager B', quay._id);
    expect(store).toMatchObject({ path: 'Tromsø havn / Kai 7 / Lager B', depth: 2, parentId: quay._id });
    const buoy = await t.createAsset({
      name: 'Spare buoy T-1',
      type: 'Buoy',
      location: 'tromsø havn / kai 7 / lager b',
    });
    expect(buoy).toMatchObject({ location: 'Tromsø havn / Kai 7 / Lager B', locationId: store._id });
    await t.createAsset({ name: 'Crane T-2', type: 'Crane', location: 'Tromsø havn / Kai 7' });
    const listed = await api.list(`?under=${port._id}`);
    expect(listed.map((l) => [l.path, l.assetCount, l.subtreeAssetCount, l.childCount])).toEqual([
      ['Tromsø havn', 0, 2, 1],
      ['Tromsø havn / Kai 7', 1, 2, 1],
      ['Tromsø havn / Kai 7 / Lager B', 1, 1, 0],
    ]);
    // A filter by a location takes its subtree; a unique name alone names it too.
    expect((await assetsAt(`location=${encodeURIComponent('Tromsø havn')}`)).map((a) => a.name)).toEqual([
      'Crane T-2',
      'Spare buoy T-1',
    ]);
    expect((await assetsAt('location=lager%20b')).map((a) => a.name)).toEqual(['Spare buoy T-1']);
    expect((await assetsAt(`locationId=${quay._id}`)).map((a) => a.name)).toEqual([
      'Crane T-2',
      'Spare buoy T-1',
    ]);
    expect(await assetsAt('location=Nowhere%20at%20all')).toEqual([]);
  });

  it('moves a subtree: paths of its locations and assets follow, and the history says so', async () => {
    const port = await api.make('Bodø havn');
    const north = await api.make('Nordkaia', port._id);
    const south = await api.make('Sørkaia', port._id);
    const store = await api.make('Verksted', north._id);
    const pump = await t.createAsset({
      name: 'Pump B-1',
      type: 'Pump',
      location: 'Bodø havn / Nordkaia / Verksted',
    });
    const moved = await api.update(store._id, { parentId: south._id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Location>()).toMatchObject({ path: 'Bodø havn / Sørkaia / Verksted', depth: 2 });
    expect(await getAsset(pump._id)).toMatchObject({ location: 'Bodø havn / Sørkaia / Verksted' });
    expect((await assetsAt(`locationId=${north._id}`)).length).toBe(0);
    expect((await assetsAt(`locationId=${south._id}`)).map((a) => a.name)).toEqual(['Pump B-1']);
    const history = await t.server.inject({ url: `/api/assets/${pump._id}/history`, headers: admin() });
    expect(history.body).toContain(
      "Updated location: 'Bodø havn / Nordkaia / Verksted' → 'Bodø havn / Sørkaia / Verksted'",
    );
    // A rename of the port rewrites every path below it.
    await api.update(port._id, { name: 'Bodø hamn' });
    expect(await getAsset(pump._id)).toMatchObject({ location: 'Bodø hamn / Sørkaia / Verksted' });
  });

  it('refuses a move under itself, a taken path, a deletion of what is not empty, and changes nothing', async () => {
    const port = await api.make('Hammerfest havn');
    const quay = await api.make('Fiskekaia', port._id);
    await api.make('Lager', quay._id);
    await t.createAsset({ name: 'Hose H-1', type: 'Hose', location: 'Hammerfest havn / Fiskekaia' });
    const before = await snapshotState(t.db.kysely);
    const intoItself = await api.update(port._id, { parentId: quay._id });
    expect(intoItself.statusCode).toBe(409);
    expect(intoItself.json()).toMatchObject({ code: 'location-move-into-itself' });
    const taken = await api.create({ name: 'fiskekaia', parentId: port._id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'location-path-taken',
      message: "A location with the path 'Hammerfest havn / Fiskekaia' already exists",
    });
    const notEmpty = await api.remove(quay._id);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json()).toMatchObject({
      code: 'location-not-empty',
      message: 'Hammerfest havn / Fiskekaia cannot be deleted: it holds 1 asset and 1 location',
    });
    const slash = await api.create({ name: 'A/B' });
    expect(slash.statusCode).toBe(400);
    const byEmployee = await t.server.inject({
      method: 'POST',
      url: '/api/locations',
      headers: bearer(employee),
      payload: { name: 'Mine' },
    });
    expect(byEmployee.statusCode).toBe(403);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('merges a duplicate into another: its assets and children move, then it is gone', async () => {
    const right = await api.make('Kai 9');
    const typo = await api.make('Kai  9 (gammel)');
    const shed = await api.make('Skur', typo._id);
    const ladder = await t.createAsset({ name: 'Ladder K-1', type: 'Ladder', location: 'Kai  9 (gammel)' });
    const res = await api.merge(typo._id, right._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Location>()).toMatchObject({ path: 'Kai 9', assetCount: 1, childCount: 1 });
    expect(await getAsset(ladder._id)).toMatchObject({ location: 'Kai 9', locationId: right._id });
    expect((await api.list()).find((l) => l._id === shed._id)).toMatchObject({ path: 'Kai 9 / Skur' });
    expect((await api.list()).some((l) => l._id === typo._id)).toBe(false);
    expect((await api.remove(shed._id)).statusCode).toBe(200);
  });

  it('keeps the original client working: an unknown location text becomes a new root, read back as sent', async () => {
    const asset = await t.createAsset({ name: 'Life ring L-1', type: 'Life ring', location: 'Pier 12' });
    expect(asset.location).toBe('Pier 12');
    const root = (await api.list('?q=pier 12'))[0];
    expect(root).toMatchObject({ path: 'Pier 12', depth: 0, assetCount: 1 });
    // Edited by string, as the original client does.
    const edit = await t.server.inject({
      method: 'PUT',
      url: `/api/assets/${asset._id}`,
      headers: admin(),
      payload: { name: 'Life ring L-1', type: 'Life ring', location: 'PIER 12', status: 'Available' },
    });
    expect(edit.json<Asset>()).toMatchObject({ location: 'Pier 12', locationId: root!._id });
  });
});

describe('charted positions and off station', () => {
  it('flags a buoy scanned 300 m from its charted position, and clears it on a scan in place', async () => {
    const fairway = await api.make('Leia', undefined, { position: "69° 39.000' N 018° 57.000' E" });
    expect(fairway.position).toEqual({ lat: 69.65, lon: 18.95 });
    const buoy = await t.createAsset({ name: 'Lit buoy L-7', type: 'Lit buoy', location: 'Leia' });
    expect(buoy).toMatchObject({
      chartedPosition: { lat: 69.65, lon: 18.95, from: 'location' },
      offStation: null,
    });
    const scan = (position: object) =>
      t.server.inject({
        method: 'POST',
        url: '/api/assets/scan',
        headers: bearer(employee),
        payload: { assetId: buoy._id, scanLocation: 'test', position },
      });
    // 300 m north (a minute of latitude is 1,852 m), accuracy 20 m: beyond 50 + 20.
    const off = await scan({ lat: 69.65 + 300 / 1852 / 60, lon: 18.95, accuracy: 20 });
    expect(off.statusCode, off.body).toBe(201);
    expect(off.json<{ asset: Asset }>().asset.offStation).toMatchObject({ meters: 300, accuracy: 20 });
    const compliance = (
      await t.server.inject({ url: `/api/assets/${buoy._id}/compliance`, headers: admin() })
    ).json<AssetCompliance>();
    expect(compliance).toMatchObject({
      status: 'overdue',
      items: [{ kind: 'off-station', name: 'Off station: 300 m from its charted position' }],
    });
    expect((await assetsAt('offStation=true')).map((a) => a.name)).toContain('Lit buoy L-7');
    // 300 m away but with a 300 m accuracy: not evidence of a drift, and nothing changes.
    const vague = await scan({ lat: 69.65 + 300 / 1852 / 60, lon: 18.95, accuracy: 300 });
    expect(vague.json<{ asset: Asset }>().asset.offStation).toMatchObject({ meters: 300 });
    const back = await scan({ lat: 69.65, lon: 18.95 + 0.0003, accuracy: 5 });
    expect(back.json<{ asset: Asset }>().asset.offStation).toBeNull();
    expect((await assetsAt('offStation=true')).map((a) => a.name)).not.toContain('Lit buoy L-7');
  });

  it("takes an asset's own position before its location's, and an administrator's word clears a flag", async () => {
    const beacon = await t.createAsset({
      name: 'Beacon B-3',
      type: 'Beacon',
      location: 'Leia',
      position: '69.66, 18.96',
    });
    expect(beacon).toMatchObject({
      position: { lat: 69.66, lon: 18.96 },
      chartedPosition: { from: 'asset' },
    });
    await t.server.inject({
      method: 'POST',
      url: '/api/assets/scan',
      headers: bearer(employee),
      payload: { assetId: beacon._id, position: { lat: 69.65, lon: 18.95 } },
    });
    expect((await getAsset(beacon._id)).offStation).not.toBeNull();
    const word = await t.server.inject({
      method: 'POST',
      url: `/api/assets/${beacon._id}/back-on-station`,
      headers: admin(),
      payload: { note: 'Checked from the boat: the chart position was wrong' },
    });
    expect(word.statusCode, word.body).toBe(200);
    expect(word.json<Asset>().offStation).toBeNull();
    const again = await t.server.inject({
      method: 'POST',
      url: `/api/assets/${beacon._id}/back-on-station`,
      headers: admin(),
      payload: { note: 'again' },
    });
    expect(again.json()).toMatchObject({ code: 'not-off-station' });
    const bad = await t.server.inject({
      method: 'PUT',
      url: `/api/assets/${beacon._id}`,
      headers: admin(),
      payload: { name: 'Beacon B-3', type: 'Beacon', location: 'Leia', position: '91 N 10 E' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the map as GeoJSON: charted assets with their state, in a box, an employee their own', async () => {
    const res = await t.server.inject({ url: '/api/map/assets?bbox=18,69,19.5,70', headers: admin() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    const map = res.json<MapAnswer>();
    expect(map.type).toBe('FeatureCollection');
    const beacon = map.features.find((f) => f.properties.name === 'Beacon B-3');
    expect(beacon).toMatchObject({ geometry: { type: 'Point', coordinates: [18.96, 69.66] } });
    expect(
      map.features.every((f) => f.geometry.coordinates[0] >= 18 && f.geometry.coordinates[0] <= 19.5),
    ).toBe(true);
    const elsewhere = await t.server.inject({ url: '/api/map/assets?bbox=0,0,1,1', headers: admin() });
    expect(elsewhere.json<MapAnswer>().features).toEqual([]);
    const mine = await t.server.inject({ url: '/api/map/assets', headers: bearer(employee) });
    expect(mine.json<MapAnswer>().features).toEqual([]);
    const bad = await t.server.inject({ url: '/api/map/assets?bbox=west', headers: admin() });
    expect(bad.statusCode).toBe(400);
  });
});
