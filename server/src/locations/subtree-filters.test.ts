import { parse } from 'csv-parse/sync';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapAnswerSchema, type Asset, type DueItem, type Location, type Round } from '@harbour/contract';
import { complianceApi, planInput } from '../test/compliance-api';
import { exportCsv, importCsv } from '../test/import-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const names: Record<string, string> = {};

const make = async (payload: object): Promise<Location> => {
  const res = await t.server.inject({
    method: 'POST',
    url: '/api/locations',
    headers: bearer(t.adminToken),
    payload,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<Location>();
};

/** A vessel with a deck and an engine room under it, a quay elsewhere; a life raft at each. */
beforeAll(async () => {
  t = await createTestApp();
  const vessel = await make({ name: 'MS Skarvøy', kind: 'vessel', position: "69° 39.000' N 018° 57.000' E" });
  const deck = await make({ name: 'Deck 2', kind: 'deck', parentId: vessel._id });
  await make({ name: 'Engine room', kind: 'compartment', parentId: deck._id });
  await make({ name: 'Quay 9', kind: 'quay', position: '60.39, 5.32' });
  for (const [name, location] of [
    ['Raft on board', 'MS Skarvøy'],
    ['Raft on deck', 'MS Skarvøy / Deck 2'],
    ['Raft below', 'MS Skarvøy / Deck 2 / Engine room'],
    ['Raft ashore', 'Quay 9'],
  ] as const) {
    const asset: Asset = await t.createAsset({ name, type: 'Life Raft', location });
    names[asset._id] = name;
  }
  await complianceApi(t).createPlan(planInput({ name: 'Raft service', assetTypes: ['Life Raft'] }));
});
afterAll(() => t.close());

const get = (url: string) => t.server.inject({ url, headers: bearer(t.adminToken) });
const vesselQuery = `location=${encodeURIComponent('MS Skarvøy')}`;
const deckQuery = `location=${encodeURIComponent('MS Skarvøy / Deck 2')}`;
const ABOARD = ['Raft below', 'Raft on board', 'Raft on deck'];

describe('a location filter takes the whole subtree', () => {
  it('in the compliance list and its CSV export', async () => {
    const listed = async (query: string) =>
      (await get(`/api/compliance?status=ok&limit=100&${query}`))
        .json<DueItem[]>()
        .map((item) => item.assetName)
        .sort();
    expect(await listed(vesselQuery)).toEqual(ABOARD);
    expect(await listed(deckQuery)).toEqual(['Raft below', 'Raft on deck']);
    expect(await listed('location=Nowhere')).toEqual([]);
    const csv = (await exportCsv(t, `compliance.csv?status=ok&${vesselQuery}`)).body;
    const [header, ...rows]: string[][] = parse(csv, { bom: true });
    const assetId = header!.indexOf('assetId');
    expect(rows.map((row) => names[row[assetId]!]).sort()).toEqual(ABOARD);
  });

  it("in a round's scope: a round of the vessel expects everything aboard", async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/rounds',
      headers: bearer(t.adminToken),
      payload: { name: 'Skarvøy audit', kind: 'audit', scope: { locations: ['MS Skarvøy'], types: [] } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Round>().counts.expected).toBe(3);
  });

  it('on the map, whose GeoJSON is the contract answer, also compressed', async () => {
    const res = await get(`/api/map/assets?${vesselQuery}`);
    const answer = mapAnswerSchema.parse(res.json());
    expect(answer.features.map((feature) => feature.properties.name).sort()).toEqual(ABOARD);
    // Charted at the vessel's position, each in order (due in a year).
    expect(
      answer.features.map((feature) => [feature.geometry.coordinates, feature.properties.state]),
    ).toEqual(ABOARD.map(() => [[18.95, 69.65], 'ok']));
    const zipped = await t.server.inject({
      url: '/api/map/assets',
      headers: { ...bearer(t.adminToken), 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const whole = mapAnswerSchema.parse(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')));
    expect(whole.features).toHaveLength(4);
  });
});

describe('a large subtree', () => {
  it('pages through thousands of assets in the order asked, as through a few', async () => {
    // Enough that the page is found by walking the sort index rather than by sorting the matches.
    const depot = await make({ name: 'Depot', kind: 'store' });
    for (const shelf of [0, 1, 2]) await make({ name: `Shelf ${shelf}`, kind: 'area', parentId: depot._id });
    const numbers = Array.from({ length: 2_100 }, (_, i) => (i * 7919) % 2_100);
    const lines = numbers.map((n) => `Spare ${String(n).padStart(4, '0')},Spare part,Depot / Shelf ${n % 3}`);
    await importCsv(t, ['name,type,location', ...lines].join('\n'), { dryRun: false });
    const page = async (location: string, page: number, sort: string) => {
      const res = await get(
        `/api/assets?limit=10&page=${page}&sort=${sort}&location=${encodeURIComponent(location)}`,
      );
      return { names: res.json<Asset[]>().map((a) => a.name), total: Number(res.headers['x-total-count']) };
    };
    const spare = (n: number) => `Spare ${String(n).padStart(4, '0')}`;
    expect(await page('Depot', 1, 'name')).toEqual({
      names: Array.from({ length: 10 }, (_, i) => spare(i)),
      total: 2_100,
    });
    expect((await page('Depot', 150, '-name')).names).toEqual(
      Array.from({ length: 10 }, (_, i) => spare(2_099 - 1_490 - i)),
    );
    expect(await page('Depot', 211, 'name')).toEqual({ names: [], total: 2_100 });
    // A shelf's 700: sorted from its matches, paged the same way.
    expect(await page('Depot / Shelf 1', 2, 'name')).toEqual({
      names: Array.from({ length: 10 }, (_, i) => spare(1 + 3 * (10 + i))),
      total: 700,
    });
  });
});
