import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueItem } from '@harbour/contract';
import { complianceApi, planInput } from '../test/compliance-api';
import { exportCsv, importCsv } from '../test/import-api';
import { readWithPython } from '../test/python-csv';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (body: string): string[][] => parse(body, { bom: true });

describe('CSV exports', () => {
  it('streams every asset, page after page, with the register fields', async () => {
    const lines = Array.from({ length: 1205 }, (_, i) => `Buoy ${i},Buoy,Fairway ${i % 3},SN-${i},true`);
    await importCsv(t, ['name,type,location,serialNumber,critical', ...lines].join('\n'), { dryRun: false });
    const response = await exportCsv(t, 'assets.csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="assets-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual(
      expect.arrayContaining(['_id', 'serialNumber', 'manufacturedOn', 'critical', 'notes']),
    );
    expect(rows).toHaveLength(1205);
    const serial = header!.indexOf('serialNumber');
    expect(new Set(rows.map((row) => row[serial])).size).toBe(1205);
  });

  it('gives the compliance list with the filters of GET /api/compliance, every page of it', async () => {
    await complianceApi(t).createPlan(planInput({ name: 'Buoy survey', assetTypes: ['Buoy'] }));
    const counts: number[] = [];
    for (const query of ['status=ok', 'status=ok&location=Fairway%201', '']) {
      const listed: DueItem[] = [];
      for (let page = 1; ; page++) {
        const res = await t.server.inject({
          url: `/api/compliance?limit=100&page=${page}&${query}`,
          headers: bearer(t.adminToken),
        });
        listed.push(...res.json<DueItem[]>());
        if (res.json<DueItem[]>().length < 100) break;
      }
      counts.push(listed.length);
      const [header, ...rows] = rowsOf((await exportCsv(t, `compliance.csv?${query}`)).body);
      const at = (name: string) => header!.indexOf(name);
      expect(rows.map((r) => [r[at('assetId')], r[at('dueOn')], r[at('status')]])).toEqual(
        listed.map((item) => [item.assetId, item.dueOn, item.status]),
      );
    }
    // Every new buoy is due in a year (ok): more than a page of them, a third at Fairway 1; none overdue.
    expect(counts).toEqual([1205, 402, 0]);
  });

  it('gives inspections and activity, with the API field names', async () => {
    const asset = await t.createAsset({ name: 'Raft 1', type: 'Life raft', location: 'Deck' });
    const plan = await complianceApi(t).createPlan(
      planInput({ name: 'Raft service', assetTypes: ['Life raft'] }),
    );
    const done = await complianceApi(t).inspected(asset._id, {
      planId: plan._id,
      answers: [{ itemId: 'seal', pass: false }],
      notes: '=cmd|calc',
    });
    const [head, ...inspections] = rowsOf((await exportCsv(t, 'inspections.csv')).body);
    expect(head!.slice(0, 8)).toEqual([
      '_id',
      'assetId',
      'planId',
      'planName',
      'username',
      'performedAt',
      'result',
      'failedItems',
    ]);
    expect(inspections).toContainEqual(
      expect.arrayContaining([done._id, asset._id, 'fail', 'Canister seal intact', "'=cmd|calc"]),
    );

    const [activityHead, ...activity] = rowsOf((await exportCsv(t, 'activity.csv')).body);
    expect(activityHead).toEqual([
      '_id',
      'timestamp',
      'action',
      'details',
      'asset._id',
      'asset.name',
      'username',
    ]);
    expect(activity).toContainEqual(expect.arrayContaining(['created', asset._id, 'Raft 1', 'admin']));
    expect(activity.length).toBeGreaterThan(1205);
  });

  it("is read by Python's csv module record for record: quoted line breaks, a byte order mark, CRLF", async () => {
    const notes = ['two\nlines', 'carriage\rreturn', 'semi; colon', 'comma, "quoted"', '=1+1', 'æøå\r\nÅ'];
    const made = [];
    for (const [i, note] of notes.entries())
      made.push(await t.createAsset({ name: `Python ${i}`, type: 'Radio', location: 'Bridge', notes: note }));
    for (const [query, delimiter] of [
      ['', ','],
      ['?delimiter=comma', ','],
      ['?delimiter=semicolon', ';'],
    ] as const) {
      const response = await exportCsv(t, `assets.csv${query}`);
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = readWithPython(response.rawPayload, delimiter);
      expect(header![0]).toBe('_id');
      const byId = new Map(rows.map((row) => [row[0], row]));
      const at = header!.indexOf('notes');
      expect(made.map((asset) => asset.notes)).toContain('two\nlines');
      for (const [i, asset] of made.entries())
        expect(byId.get(asset._id)?.[at]).toBe(i === 4 ? "'=1+1" : asset.notes);
      // One record per asset: no note's line break started a record of its own.
      const listed = await t.server.inject({ url: '/api/assets?limit=1', headers: bearer(t.adminToken) });
      expect(rows).toHaveLength(Number(listed.headers['x-total-count']));
    }
  });

  it('refuses a delimiter it does not know, and defaults to a semicolon where decimals take a comma', async () => {
    const bad = await exportCsv(t, 'activity.csv?delimiter=tab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: expect.stringContaining('delimiter must be comma or semicolon'),
    });
    const norwegian = await createTestApp({ ORGANISATION_LOCALE: 'nb' });
    try {
      const body = (await exportCsv(norwegian, 'activity.csv')).body;
      expect(body.split('\r\n')[0]).toBe('\uFEFF_id;timestamp;action;details;asset._id;asset.name;username');
      const commas = (await exportCsv(norwegian, 'activity.csv?delimiter=comma')).body;
      expect(commas.split('\r\n')[0]).toBe(
        '\uFEFF_id,timestamp,action,details,asset._id,asset.name,username',
      );
    } finally {
      await norwegian.close();
    }
  });
});
