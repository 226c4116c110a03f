/** `fields.<key>` columns: every kind of value exported and imported again unchanged, and refused with its message. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { assetTypeApi } from '../test/asset-type-api';
import { exportCsv, importCsv } from '../test/import-api';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const label = (en: string) => ({ en });

beforeAll(async () => {
  t = await createTestApp();
  await assetTypeApi(t).make({
    name: 'Vessel',
    fields: [
      { key: 'imo', label: label('IMO number'), kind: 'imo' },
      { key: 'mmsi', label: label('MMSI'), kind: 'mmsi' },
      { key: 'call_sign', label: label('Call sign'), kind: 'call-sign' },
      { key: 'tonnage', label: label('Gross tonnage'), kind: 'number', unit: 't' },
      { key: 'built', label: label('Built'), kind: 'date' },
      { key: 'hull', label: label('Hull'), kind: 'choice', options: ['Steel', 'Aluminium'] },
      { key: 'ice_class', label: label('Ice class'), kind: 'yes-no' },
      { key: 'owner', label: label('Owner'), kind: 'text' },
    ],
  });
  await assetTypeApi(t).make({
    name: 'Lit buoy',
    fields: [{ key: 'character', label: label('Light character'), kind: 'text' }],
  });
});
afterAll(() => t.close());

const HEADER =
  'name,type,location,fields.imo,fields.mmsi,fields.call_sign,fields.tonnage,fields.built,fields.hull,fields.ice_class,fields.owner,fields.character';

describe('field values in CSV', () => {
  it('are imported from fields.<key> columns, each kind in its stored form', async () => {
    const csv = [
      HEADER,
      'MS Nordlys,Vessel,Bergen,IMO 9074729,257 123 456,lajv3,"11204,5",1993-05-01,steel,ja,"Hurtigruten, ASA",',
      'MS Tom,Vessel,Bergen,,,,,,,false,,',
      'Buoy 7,Lit buoy,Fedje,,,,,,,,,Fl(2) R 6s',
    ].join('\n');
    const { response, result } = await importCsv(t, csv, { dryRun: false });
    expect(response.statusCode).toBe(200);
    expect(result).toMatchObject({ created: 3, errorCount: 0 });
    const assets = (await t.server.inject({ url: '/api/assets', headers: bearer(t.adminToken) })).json<
      Asset[]
    >();
    const byName = new Map(assets.map((asset) => [asset.name, asset.fields]));
    expect(byName.get('MS Nordlys')).toEqual({
      imo: '9074729',
      mmsi: '257123456',
      call_sign: 'LAJV3',
      tonnage: 11204.5,
      built: '1993-05-01',
      hull: 'Steel',
      ice_class: true,
      owner: 'Hurtigruten, ASA',
    });
    expect(byName.get('MS Tom')).toEqual({ ice_class: false });
    expect(byName.get('Buoy 7')).toEqual({ character: 'Fl(2) R 6s' });
  });

  it('are exported one column per key and imported again without a change', async () => {
    const exported = await exportCsv(t, 'assets.csv');
    const header = exported.body.split(/\r?\n/)[0] ?? '';
    expect(header).toContain(',fields.imo,fields.mmsi,fields.call_sign,fields.tonnage,fields.built');
    const before = await snapshotState(t.db.kysely);
    const again = await importCsv(t, exported.rawPayload, { dryRun: false });
    expect(again.result).toMatchObject({ errorCount: 0, created: 0, updated: 0, unchanged: 3 });
    expect(await snapshotState(t.db.kysely)).toEqual({ ...before, asset_imports: expect.any(Array) });
  });

  it('refuses a value that does not fit, naming its column, and a key the type does not have', async () => {
    const csv = [HEADER, 'MS Feil,Vessel,Bergen,9074728,,,,,,,,Fl G 3s'].join('\n');
    const { result } = await importCsv(t, csv, { dryRun: true });
    expect(result.errors).toEqual([
      {
        row: 2,
        column: 'fields.imo',
        message:
          "'9074728': IMO number 9074728 is not an IMO number: its last digit does not match the check digit",
      },
      { row: 2, column: 'fields.character', message: "'Fl G 3s': character is not a field of Vessel" },
    ]);
  });
});
