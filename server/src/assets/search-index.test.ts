/**
 * The search's trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL) answers exactly what a substring
 * match of name, type, location or holder answers, after every kind of write.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { assetApi } from '../test/asset-api';
import { importCsv } from '../test/import-api';
import { bearer, createTestApp, usingPostgres, type TestApp } from '../test/test-app';

let t: TestApp;
let api: ReturnType<typeof assetApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = assetApi(t);
});
afterAll(() => t.close());

// SQLite: the FTS5 table must hold exactly what assets.search_key holds (its integrity check compares the
// two and fails on any difference); PostgreSQL maintains its GIN index itself.
afterEach(async () => {
  if (t.db.kind !== 'sqlite') return;
  await sql`insert into assets_fts(assets_fts, rank) values ('integrity-check', 1)`.execute(t.db.kysely);
});

const search = async (q: string) => {
  const res = await t.server.inject({
    url: `/api/assets?page=1&limit=50&sort=name&q=${encodeURIComponent(q)}`,
    headers: bearer(t.adminToken),
  });
  expect(res.statusCode).toBe(200);
  const names = res.json<Asset[]>().map((a) => a.name);
  expect(Number(res.headers['x-total-count'])).toBe(names.length);
  return names;
};

const fields = (name: string, location = 'Ops Centre') => ({
  name,
  type: 'Mooring Buoy',
  location,
  status: 'Available',
});

describe('the search index', () => {
  it('finds a new asset, follows its edit, and forgets it once deleted', async () => {
    const asset = await api.create(fields('Kvitsøy Beacon', 'Ålesund Quay 3'));
    expect(await search('kvitsøy')).toEqual(['Kvitsøy Beacon']);
    expect(await search('ÅLESUND q')).toEqual(['Kvitsøy Beacon']);

    const edit = await api.send('PUT', `/api/assets/${asset._id}`, fields('Utsira Beacon', 'Tromsø Berth 2'));
    expect(edit.statusCode).toBe(200);
    expect(await search('kvitsøy')).toEqual([]);
    expect(await search('ålesund')).toEqual([]);
    expect(await search('utsira')).toEqual(['Utsira Beacon']);
    expect(await search('TROMSØ BERTH')).toEqual(['Utsira Beacon']);

    const removed = await t.server.inject({
      method: 'DELETE',
      url: `/api/assets/${asset._id}`,
      headers: bearer(t.adminToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(await search('utsira')).toEqual([]);
    expect(await search('tromsø berth')).toEqual([]);
  });

  it('finds the rows of a CSV import, new and updated', async () => {
    const existing = await api.create(fields('Før Import Light'));
    const csv = [
      '_id,name,type,location,status',
      `${existing._id},Etter Import Light,Light,Ørland Pier,Available`,
      ',Værøy Radio 7,Radio,Ørland Pier,Available',
    ].join('\n');
    const { response } = await importCsv(t, csv, { dryRun: false });
    expect(response.statusCode).toBe(200);
    expect(await search('før import')).toEqual([]);
    expect(await search('ørland pier')).toEqual(['Etter Import Light', 'Værøy Radio 7']);
    expect(await search('VÆRØY')).toEqual(['Værøy Radio 7']);
  });

  it('matches % and _ as themselves, terms of one or two characters, and no field across another', async () => {
    await api.create(fields('Raft 50% Kit_A', 'Zq Store'));
    await api.create(fields('Raft 5000 KitXA', 'Zq Store'));
    expect(await search('50%')).toEqual(['Raft 50% Kit_A']);
    expect(await search('t_a')).toEqual(['Raft 50% Kit_A']);
    expect(await search('%')).toEqual(['Raft 50% Kit_A']);
    expect(await search('_')).toEqual(['Raft 50% Kit_A']);
    expect(await search('zq')).toEqual(['Raft 50% Kit_A', 'Raft 5000 KitXA']);
    expect(await search('Z')).toEqual(['Raft 50% Kit_A', 'Raft 5000 KitXA']);
    // The type ends 'Buoy' and the location starts 'Zq': no search spans the two.
    expect(await search('buoyzq')).toEqual([]);
    expect(await search('buoy zq')).toEqual([]);
    expect(await search('"raft')).toEqual([]);
  });

  it("finds an asset by its holder's name, and no longer once it is unassigned", async () => {
    const holder = await t.createUser('Øystein.Kråkenes');
    const asset = await api.create({ ...fields('Holder Test Radio'), assignedTo: holder.id.toString() });
    expect(asset.status).toBe('In Use');
    expect(await search('øystein.krå')).toEqual(['Holder Test Radio']);
    const edit = await api.send('PUT', `/api/assets/${asset._id}`, {
      ...fields('Holder Test Radio'),
      assignedTo: '',
    });
    expect(edit.statusCode).toBe(200);
    expect(await search('øystein')).toEqual([]);
  });

  it('counts exactly when matches run past one page', async () => {
    for (let i = 0; i < 12; i++) await api.create(fields(`Count Probe ${String(i).padStart(2, '0')}`));
    const res = await t.server.inject({
      url: `/api/assets?page=2&limit=5&sort=name&q=${encodeURIComponent('COUNT PROBE')}`,
      headers: bearer(t.adminToken),
    });
    expect(res.headers['x-total-count']).toBe('12');
    expect(res.json<Asset[]>().map((a) => a.name)).toEqual(
      ['05', '06', '07', '08', '09'].map((n) => `Count Probe ${n}`),
    );
  });

  // A pending list is read in full by every search until a vacuum merges it (docs/BENCHMARKS.md).
  it.runIf(usingPostgres)(
    'PostgreSQL: a write goes into the trigram index itself, never a pending list',
    async () => {
      await api.create(fields('Pending Probe'));
      const { rows } = await sql<{ pages: number }>`select
      gin_clean_pending_list('assets_search_trgm_idx'::regclass) as pages`.execute(t.db.kysely);
      expect(Number(rows[0]?.pages)).toBe(0);
      expect(await search('pending probe')).toEqual(['Pending Probe']);
    },
  );
});
