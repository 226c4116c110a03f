import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityReport, Location } from '@harbour/contract';
import { newId } from '../db/ids';
import { assetApi } from '../test/asset-api';
import { complianceApi, planInput } from '../test/compliance-api';
import { importCsv } from '../test/import-api';
import { pdfText } from '../test/pdf-read';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const DAY = 86_400_000;
const rowsOf = (body: string): string[][] => parse(body, { bom: true });
/** The period of the hand-built history: ten days in January 2025. */
const PERIOD = 'from=2025-01-01T00:00:00Z&to=2025-01-11T00:00:00Z';
const day = (n: number) => new Date(Date.parse('2025-01-01T00:00:00Z') + n * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const intervalsOf = (assetId: string) =>
  t.db.kysely
    .selectFrom('asset_status_intervals')
    .select(['status', 'started_at', 'ended_at', 'cause'])
    .where('asset_id', '=', assetId)
    .orderBy('started_at')
    .orderBy('id')
    .execute();

const get = (url: string, token = t.adminToken) => t.server.inject({ url, headers: bearer(token) });
const report = async (query: string) => {
  const res = await get(`/api/availability?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AvailabilityReport>();
};

/** Replaces an asset's intervals with a history given in days from the period's start (null: open). */
const history = async (assetId: string, ...spans: [string, number, number | null][]) => {
  await t.db.kysely.deleteFrom('asset_status_intervals').where('asset_id', '=', assetId).execute();
  await t.db.kysely
    .insertInto('asset_status_intervals')
    .values(
      spans.map(([status, start, end]) => ({
        id: newId(),
        asset_id: assetId,
        status: status === 'down' ? ('Under Maintenance' as const) : ('Available' as const),
        started_at: day(start),
        ended_at: end === null ? null : day(end),
        cause: 'change',
      })),
    )
    .execute();
};

describe('status intervals', () => {
  it('are opened on create, turned by an edit and closed by a delete', async () => {
    const asset = await t.createAsset({ name: 'Interval Buoy', type: 'Spar', location: 'Harbour' });
    expect(await intervalsOf(asset._id)).toEqual([
      { status: 'Available', started_at: asset.createdAt, ended_at: null, cause: 'created' },
    ]);
    const edit = await assetApi(t).send('PUT', `/api/assets/${asset._id}`, {
      name: 'Interval Buoy',
      type: 'Spar',
      location: 'Harbour',
      status: 'Under Maintenance',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await intervalsOf(asset._id);
    expect(edited.map((i) => [i.status, i.cause, i.ended_at === null])).toEqual([
      ['Available', 'created', false],
      ['Under Maintenance', 'edit', true],
    ]);
    expect(edited[0]?.ended_at).toBe(edited[1]?.started_at);

    const again = await assetApi(t).send('PUT', `/api/assets/${asset._id}`, {
      name: 'Interval Buoy renamed',
      type: 'Spar',
      location: 'Harbour',
      status: 'Under Maintenance',
    });
    expect(again.statusCode).toBe(200);
    expect(await intervalsOf(asset._id)).toHaveLength(2);

    const deleted = await t.server.inject({
      method: 'DELETE',
      url: `/api/assets/${asset._id}`,
      headers: bearer(t.adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    const closed = await intervalsOf(asset._id);
    expect(closed).toHaveLength(2);
    expect(closed.every((i) => i.ended_at !== null)).toBe(true);
  });

  it('start Under Maintenance when the inspection failed, at the time it was done', async () => {
    const plan = await complianceApi(t).createPlan(
      planInput({ name: 'Light check', assetTypes: ['Lantern'], failSetsMaintenance: true }),
    );
    const asset = await t.createAsset({ name: 'Lantern 1', type: 'Lantern', location: 'Harbour' });
    // Created two hours ago, inspected (offline) one hour ago, the inspection sent only now.
    await t.db.kysely
      .updateTable('asset_status_intervals')
      .set({ started_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .where('asset_id', '=', asset._id)
      .execute();
    const occurredAt = new Date(Date.now() - 3_600_000).toISOString();
    await complianceApi(t).inspected(asset._id, {
      planId: plan._id,
      answers: [{ itemId: 'seal', pass: false }],
      occurredAt,
    });
    const intervals = await intervalsOf(asset._id);
    expect(intervals.at(-1)).toEqual({
      status: 'Under Maintenance',
      started_at: occurredAt,
      ended_at: null,
      cause: 'inspection',
    });
  });

  it('are opened for imported assets and turned by an imported status', async () => {
    const file = ['Name;Type;Location;Status;serialNumber', 'Imported Buoy;Spar;Harbour;Available;IMP-1'];
    const first = await importCsv(t, file.join('\r\n'), { dryRun: false });
    expect(first.result).toMatchObject({ created: 1, errorCount: 0 });
    const id = (
      await t.db.kysely
        .selectFrom('assets')
        .select('id')
        .where('name', '=', 'Imported Buoy')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await intervalsOf(id)).map((i) => [i.status, i.cause])).toEqual([['Available', 'import']]);
    const changed = [
      'Name;Type;Location;Status;serialNumber',
      'Imported Buoy;Spar;Harbour;Under Maintenance;IMP-1',
    ];
    const second = await importCsv(t, changed.join('\r\n'), { dryRun: false });
    expect(second.result).toMatchObject({ updated: 1, errorCount: 0 });
    expect((await intervalsOf(id)).map((i) => [i.status, i.cause, i.ended_at === null])).toEqual([
      ['Available', 'import', false],
      ['Under Maintenance', 'import', true],
    ]);
  });
});

describe('GET /api/availability', () => {
  const ids: Record<string, string> = {};

  /**
   * Three category 1 buoys under a fjord, and a beacon without a category elsewhere. Over the ten days:
   * A down from two days before until day 3 (70 %), B down from day 6 on (60 %), C created on day 4 and
   * never down (100 %), the beacon never down.
   */
  beforeAll(async () => {
    const typeRes = await t.server.inject({
      method: 'POST',
      url: '/api/admin/asset-types',
      headers: bearer(t.adminToken),
      payload: { name: 'Lateral buoy', availabilityCategory: 1 },
    });
    expect(typeRes.statusCode, typeRes.body).toBe(201);
    const fjord = await t.server.inject({
      method: 'POST',
      url: '/api/locations',
      headers: bearer(t.adminToken),
      payload: { name: 'Oslofjord', kind: 'area' },
    });
    const inner = await t.server.inject({
      method: 'POST',
      url: '/api/locations',
      headers: bearer(t.adminToken),
      payload: { name: 'Inner', kind: 'area', parentId: fjord.json<Location>()._id },
    });
    expect(inner.statusCode, inner.body).toBe(201);
    for (const [key, location] of [
      ['A', 'Oslofjord'],
      ['B', 'Oslofjord / Inner'],
      ['C', 'Oslofjord / Inner'],
    ] as const)
      ids[key] = (await t.createAsset({ name: `Buoy ${key}`, type: 'Lateral buoy', location }))._id;
    ids.beacon = (await t.createAsset({ name: 'Beacon', type: 'Day beacon', location: 'Skagerrak' }))._id;
    await history(ids.A!, ['down', -2, 3], ['up', 3, null]);
    await history(ids.B!, ['up', -5, 6], ['down', 6, null]);
    await history(ids.C!, ['up', 4, null]);
    await history(ids.beacon, ['up', -30, null]);
  });

  it('answers the figures of a hand-built history per type and per asset, worst first', async () => {
    const answer = await report(`${PERIOD}&type=Lateral%20buoy`);
    expect(answer.types).toEqual([
      {
        type: 'Lateral buoy',
        category: 1,
        target: 99.8,
        belowTarget: true,
        assets: 3,
        assetsBelowTarget: 2,
        serviceMs: 26 * DAY,
        downtimeMs: 7 * DAY,
        availability: expect.closeTo((19 / 26) * 100, 9),
        failures: 1,
        meanTimeToRepairMs: 5 * DAY,
      },
    ]);
    expect(answer.assets.total).toBe(3);
    expect(
      answer.assets.items.map((a) => [a.name, a.availability, a.failures, a.meanTimeToRepairMs]),
    ).toEqual([
      ['Buoy B', 60, 1, null],
      ['Buoy A', 70, 0, 5 * DAY],
      ['Buoy C', 100, 0, null],
    ]);
    expect(answer.assets.items[2]).toMatchObject({ serviceMs: 6 * DAY, belowTarget: false });
    expect(answer.totals).toMatchObject({ assets: 3, assetsBelowTarget: 2, typesBelowTarget: 1 });
  });

  it("takes a location's subtree, and pages the assets", async () => {
    const inner = await report(`${PERIOD}&location=Oslofjord%20%2F%20Inner`);
    expect(inner.assets.items.map((a) => a.name)).toEqual(['Buoy B', 'Buoy C']);
    const fjord = await report(`${PERIOD}&location=Oslofjord&limit=1&page=2`);
    expect(fjord.assets).toMatchObject({ total: 3, items: [{ name: 'Buoy A' }] });
  });

  it('measures an open period only up to now', async () => {
    const now = Date.now();
    const from = new Date(now - 2 * DAY).toISOString();
    const to = new Date(now + 10 * DAY).toISOString();
    const answer = await report(`from=${from}&to=${to}&location=Skagerrak`);
    expect(answer.totals.serviceMs).toBeGreaterThan(2 * DAY - 60_000);
    expect(answer.totals.serviceMs).toBeLessThanOrEqual(2 * DAY + 60_000);
  });

  it('downloads the assets as CSV, worst first, that reads back', async () => {
    const res = await get(`/api/availability?${PERIOD}&type=Lateral%20buoy&format=csv&delimiter=comma`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain('\r\n');
    const [header, ...rows] = rowsOf(res.body);
    expect(header?.slice(0, 2)).toEqual(['assetId', 'name']);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => row[column('name')])).toEqual(['Buoy B', 'Buoy A', 'Buoy C']);
    expect(rows[1]?.[column('availabilityPercent')]).toBe('70.000');
    expect(rows[1]?.[column('meanTimeToRepairHours')]).toBe('120.000');
    expect(rows[0]?.[column('belowTarget')]).toBe('yes');
  });

  it("writes a PDF report in the reader's language, worst asset first", async () => {
    const url = `/api/availability/report.pdf?${PERIOD}&type=Lateral%20buoy`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload, true);
    expect(text).toContain('Availability report');
    expect(text).toContain('2 assets and 1 asset types below target');
    expect(text).toMatch(/Lateral buoy\s+3\s+1\s+99\.8 %\s+73\.077 %\s+168\.0\s+1\s+120\.0\s+Yes/);
    expect(text.indexOf('Buoy B')).toBeLessThan(text.indexOf('Buoy A'));
    expect(text).toMatch(
      /Buoy A\s+Lateral buoy\s+Oslofjord\s+99\.8 %\s+70\.000 %\s+72\.0\s+0\s+120\.0\s+Yes/,
    );

    const norwegian = await t.server.inject({
      url,
      headers: { ...bearer(t.adminToken), 'accept-language': 'nb-NO,nb;q=0.9' },
    });
    const words = pdfText(norwegian.rawPayload, true);
    expect(words).toContain('Tilgjengelighetsrapport');
    expect(words).toContain('70,000 %');
  });

  it('refuses a period that runs backwards, is too long or is missing', async () => {
    const backwards = await get('/api/availability?from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      code: 'validation-failed',
      fieldErrors: [{ field: 'to', code: 'wrong-order' }],
    });
    const long = await get('/api/availability?from=2019-01-01T00:00:00Z&to=2025-01-01T00:00:00Z');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fieldErrors: [{ field: 'to', code: 'out-of-range' }] });
    expect((await get('/api/availability?to=2025-01-01T00:00:00Z')).statusCode).toBe(400);
    expect((await get('/api/availability?from=yesterday&to=2025-01-01T00:00:00Z')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const employee = await t.createUser('availability.reader');
    expect((await get(`/api/availability?${PERIOD}`, employee.token)).statusCode).toBe(403);
  });
});
