import { ASSET_STATUSES } from '@harbour/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv, importCsv } from '../test/import-api';
import { snapshotState } from '../test/state-snapshot';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('erik.hansen');
});
afterAll(() => t.close());

const activityCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('CSV import of assets', () => {
  const file = [
    'Name;Type;Location;Status;Assigned To;serialNumber;critical;notes',
    'Liferaft Ø-1;Life raft;Quay Å;;erik.hansen;LR-1001;yes;"Packed 2024;\nsecond line"',
    'Λέμβος 2;Life raft;Κρήτη;Available;;LR-1002;no;',
    'Буй 3;Buoy;Fairway "Nord";Under Maintenance;;;;"=HYPERLINK(""x"")"',
  ].join('\r\n');

  it('previews what a file would do, with nothing written', async () => {
    const before = await snapshotState(t.db.kysely);
    const { response, result } = await importCsv(t, `\uFEFF${file}`, { dryRun: true });
    expect(response.statusCode).toBe(200);
    expect(result).toMatchObject({
      dryRun: true,
      committed: false,
      rows: 3,
      created: 3,
      updated: 0,
      errorCount: 0,
    });
    expect(result.columns.map((c) => c.field)).toEqual([
      'name',
      'type',
      'location',
      'status',
      'assignedTo',
      'serialNumber',
      'critical',
      'notes',
    ]);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('commits a file in one go, with the history, and a second time changes nothing', async () => {
    const { result } = await importCsv(t, file, { dryRun: false });
    expect(result).toMatchObject({ committed: true, created: 3, updated: 0 });
    const raft = await t.db.kysely
      .selectFrom('assets')
      .selectAll()
      .where('serial_number', '=', 'LR-1001')
      .executeTakeFirstOrThrow();
    expect(raft).toMatchObject({
      name: 'Liferaft Ø-1',
      status: 'In Use',
      critical: 1,
      notes: 'Packed 2024;\nsecond line',
    });
    const history = await t.db.kysely
      .selectFrom('activities')
      .select(['action', 'details'])
      .where('asset_id', '=', raft.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { action: 'created', details: 'Created Life raft at Quay Å' },
      { action: 'assigned', details: 'Assigned to erik.hansen' },
    ]);

    const before = await snapshotState(t.db.kysely);
    const again = await importCsv(t, file, { dryRun: false });
    expect(again.result).toMatchObject({ committed: false, alreadyImported: true, created: 0, updated: 0 });
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('updates the asset a row matches by serial number, and only what changed', async () => {
    const edited = ['serialNumber,location', 'LR-1002,Pier 9', 'LR-1001,Quay Å'].join('\n');
    const preview = await importCsv(t, edited, { dryRun: true });
    expect(preview.result).toMatchObject({ created: 0, updated: 1, unchanged: 1, errorCount: 0 });
    const entries = await activityCount();
    await importCsv(t, edited, { dryRun: false });
    const row = await t.db.kysely
      .selectFrom('assets')
      .select(['location', 'name'])
      .where('serial_number', '=', 'LR-1002')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ location: 'Pier 9', name: 'Λέμβος 2' });
    expect(await activityCount()).toBe(entries + 1);
  });

  it("names every row's errors with the row and the column, and commits none of the file", async () => {
    const bad = [
      'name,type,location,status,assignedTo,manufacturedOn',
      'Radio 1,Radio,Bridge,Broken,,',
      'Radio 2,Radio,Bridge,,nobody.here,',
      ',Radio,Bridge,,,2024-02-30',
      'Radio 4,Radio,Bridge,,,',
    ].join('\n');
    const before = await snapshotState(t.db.kysely);
    const { response, result } = await importCsv(t, bad, { dryRun: false });
    expect(response.statusCode).toBe(422);
    expect(result.message).toBe('Nothing was imported: 4 errors in the file');
    expect(result.errors).toEqual([
      {
        row: 2,
        column: 'status',
        message: `'Broken': Status must be one of: ${ASSET_STATUSES.join(', ')}`,
      },
      { row: 3, column: 'assignedTo', message: "no user is called 'nobody.here'" },
      { row: 4, column: 'name', message: 'Name is required' },
      { row: 4, column: 'manufacturedOn', message: expect.stringContaining("'2024-02-30'") },
    ]);
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('on request writes the rows without errors, leaves the rest out and names every one of them', async () => {
    const mixed = [
      'name,type,location,status,serialNumber',
      'Winch 1,Winch,Quay 4,,WI-1',
      'Winch 2,Winch,Quay 4,Broken,WI-2',
      'Winch 3,Winch,Quay 4,,WI-3',
      ',Winch,Quay 4,,WI-4',
    ].join('\n');
    const preview = await importCsv(t, mixed, { dryRun: true, skipInvalidRows: true });
    expect(preview.result).toMatchObject({ committed: false, created: 2, errorCount: 2, errorRows: [3, 5] });

    const { response, result } = await importCsv(t, mixed, { dryRun: false, skipInvalidRows: true });
    expect(response.statusCode).toBe(200);
    expect(result).toMatchObject({
      committed: true,
      created: 2,
      skipped: 2,
      errorCount: 2,
      errorRows: [3, 5],
    });
    const written = await t.db.kysely
      .selectFrom('assets')
      .select('serial_number')
      .where('serial_number', 'like', 'WI-%')
      .orderBy('serial_number')
      .execute();
    expect(written.map((a) => a.serial_number)).toEqual(['WI-1', 'WI-3']);

    // The rows fixed and sent again as their own file: the two left out are added, nothing doubled.
    const fixed = [
      'name,type,location,status,serialNumber',
      'Winch 2,Winch,Quay 4,,WI-2',
      'Winch 4,Winch,Quay 4,,WI-4',
    ];
    const again = await importCsv(t, fixed.join('\n'), { dryRun: false });
    expect(again.result).toMatchObject({ committed: true, created: 2, skipped: 0, errorRows: [] });
  });

  it('writes nothing, even on request, when a whole column cannot be read', async () => {
    const ambiguous = [
      'name,type,location,manufacturedOn',
      'Pump 1,Pump,Quay 4,03/04/2020',
      'Pump 2,Pump,Quay 4,,',
    ].join('\n');
    const before = await snapshotState(t.db.kysely);
    const { response, result } = await importCsv(t, ambiguous, { dryRun: false, skipInvalidRows: true });
    expect(response.statusCode).toBe(422);
    expect(result).toMatchObject({ committed: false, skipped: 0 });
    expect(result.errors[0]).toMatchObject({ row: 1, column: 'manufacturedOn' });
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('refuses a skipInvalidRows that is not true or false', async () => {
    const response = await t.server.inject({
      method: 'POST',
      url: '/api/admin/import/assets?dryRun=false&skipInvalidRows=yes',
      headers: { authorization: `Bearer ${t.adminToken}`, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('skipInvalidRows must be true or false');
  });

  it('reads columns by the mapping sent with the file', async () => {
    const csv = ['Bezeichnung,Art,Ort,Egal', 'Kran 7,Crane,Quay 2,x'].join('\n');
    const unmapped = await importCsv(t, csv, { dryRun: true });
    expect(unmapped.result.columns.every((c) => c.field === null)).toBe(true);
    expect(unmapped.result.errorCount).toBeGreaterThan(0);
    const mapped = await importCsv(t, csv, {
      dryRun: true,
      mapping: { Bezeichnung: 'name', Art: 'type', Ort: 'location', Egal: null },
    });
    expect(mapped.result).toMatchObject({ created: 1, errorCount: 0 });
  });

  it("reads the critical column by the asset screen's label as well as by its shorter name", async () => {
    for (const header of ['Critical', 'Critical equipment (ISM Code 10)']) {
      const csv = [`Name,Type,Location,${header}`, 'Hook 9,Crane,Quay 3,yes'].join('\n');
      const { result } = await importCsv(t, csv, { dryRun: true });
      expect(result.columns.at(-1)).toEqual({ header, field: 'critical' });
      expect(result).toMatchObject({ created: 1, errorCount: 0 });
    }
  });
});

describe('export then import', () => {
  it('is a no-op for assets with non-ASCII text, commas, quotes, line breaks and formula-looking cells', async () => {
    for (const [name, notes] of [
      ['=SUM(A1:A2)', '+47 "quoted", and\nmore'],
      ['-Ø Å Ω Ж', "'=already quoted"],
      ['@handle, "x"', '@'],
    ] as const)
      await t.createAsset({ name, type: 'Radio', location: 'Tårn, "Nord"', notes, serialNumber: `-${name}` });
    const exported = await exportCsv(t, 'assets.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.body.split('\r\n')[0]).toMatch(/^\uFEFF_id,name,type,location,status,assignedTo,/);
    expect(exported.body).toContain("'=SUM(A1:A2)");
    expect(exported.body).not.toMatch(/(^|,)[=+@-]/m);

    const before = await snapshotState(t.db.kysely);
    const preview = await importCsv(t, exported.rawPayload, { dryRun: true });
    expect(preview.result).toMatchObject({ errorCount: 0, created: 0, updated: 0 });
    expect(preview.result.unchanged).toBe(preview.result.rows);
    const commit = await importCsv(t, exported.rawPayload, { dryRun: false });
    expect(commit.result).toMatchObject({ committed: true, created: 0, updated: 0 });
    expect(await snapshotState(t.db.kysely)).toEqual({ ...before, asset_imports: expect.any(Array) });
  });
});
