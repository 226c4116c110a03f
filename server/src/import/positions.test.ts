/**
 * Charted positions in a spreadsheet: a buoy list written the way charts and crews write positions, brought
 * in, given back as CSV and brought in again without a change; a position that cannot be read keeps the
 * whole file out, naming the row and the column.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, Asset } from '@harbour/contract';
import { exportCsv, importCsv } from '../test/import-api';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const assetNamed = async (name: string) => {
  const res = await t.server.inject({
    url: `/api/assets?q=${encodeURIComponent(name)}`,
    headers: bearer(t.adminToken),
  });
  return res.json<Asset[]>().find((asset) => asset.name === name)!;
};

describe('a position column', () => {
  it('reads degrees and minutes, decimals and an empty cell, and refuses what it cannot read', async () => {
    const refused = await importCsv(
      t,
      'Name,Type,Location,Charted position\nBuoy R-1,Light buoy,Leia,"59° 54.740\' N 010° 45.139\' E"\nBuoy R-2,Light buoy,Leia,north of the pier\n',
      { dryRun: false },
    );
    expect(refused.result.errors).toEqual([expect.objectContaining({ row: 3, column: 'Charted position' })]);
    expect(await assetNamed('Buoy R-1')).toBeUndefined();

    const csv = [
      'name,type,location,position',
      `Buoy R-1,Light buoy,Leia,"59° 54.740' N 010° 45.139' E"`,
      'Buoy R-2,Light buoy,Leia,"59.9125, 10.7541"',
      'Buoy R-3,Light buoy,Leia,',
    ].join('\n');
    const { result } = await importCsv(t, csv, { dryRun: false });
    expect(result).toMatchObject({ created: 3, errorCount: 0 });
    expect((await assetNamed('Buoy R-1')).position).toEqual({ lat: 59.9123333, lon: 10.7523167 });
    expect((await assetNamed('Buoy R-2')).position).toEqual({ lat: 59.9125, lon: 10.7541 });
    expect((await assetNamed('Buoy R-3')).position).toBeNull();
  });

  it('gives the positions back in the export, which imports again without a change', async () => {
    const exported = (await exportCsv(t, 'assets.csv')).body;
    const [header, ...rows]: string[][] = parse(exported, { bom: true });
    const at = (column: string) => header!.indexOf(column);
    const byName = Object.fromEntries(rows.map((row) => [row[at('name')], row[at('position')]]));
    expect(byName).toMatchObject({
      'Buoy R-1': '59.9123333, 10.7523167',
      'Buoy R-2': '59.9125, 10.7541',
      'Buoy R-3': '',
    });
    const before = await snapshotState(t.db.kysely);
    const again = await importCsv(t, exported, { dryRun: false });
    expect(again.result).toMatchObject({ created: 0, updated: 0, unchanged: 3, errorCount: 0 });
    expect(await snapshotState(t.db.kysely)).toEqual({ ...before, asset_imports: expect.any(Array) });
  });

  it('moves a charted buoy, and its history says from where to where', async () => {
    const buoy = await assetNamed('Buoy R-2');
    const csv = `_id,name,type,location,position\n${buoy._id},Buoy R-2,Light buoy,Leia,"59.9130, 10.7541"\n`;
    expect((await importCsv(t, csv, { dryRun: false })).result).toMatchObject({ updated: 1 });
    const history = (
      await t.server.inject({ url: `/api/assets/${buoy._id}/history`, headers: bearer(t.adminToken) })
    ).json<Activity[]>();
    expect(history.map((entry) => entry.details)).toContainEqual(
      expect.stringMatching(/^Updated position: 59° 54\.750' N 010° 45\.246' E → 59° 54\.780' N/),
    );
  });
});
