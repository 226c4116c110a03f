/**
 * A register as an authority keeps it in a European spreadsheet (semicolons, a byte order mark, dd.mm.yyyy
 * dates, notes over several lines, æøå, the last service of each raft) brought in, given back as CSV, read
 * by another program than ours, and brought in again without a change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceApi, planInput } from '../test/compliance-api';
import { exportCsv, importCsv } from '../test/import-api';
import { readWithPython } from '../test/python-csv';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const PLAN = 'Liferaft annual service';

beforeAll(async () => {
  t = await createTestApp({ ORGANISATION_LOCALE: 'nb' });
  await complianceApi(t).createPlan(planInput({ name: PLAN, assetTypes: ['Life raft'] }));
});
afterAll(() => t.close());

const HEADER = [
  'Name',
  'Type',
  'Location',
  'Serial number',
  'Date of manufacture',
  'Notes',
  `lastInspected.${PLAN}`,
];
const ROWS = [
  [
    'Flåte Ø-1',
    'Life raft',
    'Ålesund kai',
    'LR-1001',
    '03.04.2015',
    'Pakket 2024;\r\nandre linje, "sitat"',
    '15.05.2025',
  ],
  ['Flåte Æ-2', 'Life raft', 'Tromsø', 'LR-1002', '28.02.2019', '', '01.12.2024'],
  ['Bøye Å-3', 'Buoy', 'Ørland', 'BY-3', '', 'Lys;\nblinker', ''],
];
const ISO: Record<string, string> = {
  '03.04.2015': '2015-04-03',
  '28.02.2019': '2019-02-28',
  '15.05.2025': '2025-05-15',
  '01.12.2024': '2024-12-01',
};
const quoted = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const file = `\uFEFF${[HEADER, ...ROWS].map((row) => row.map(quoted).join(';')).join('\r\n')}\r\n`;

describe('a European register in and out', () => {
  it('imports the register with its dates read day first and the last services as register inspections', async () => {
    const { response, result } = await importCsv(t, file, { dryRun: false });
    expect(response.statusCode).toBe(200);
    expect(result).toMatchObject({ committed: true, created: 3, errorCount: 0, inspections: 2 });
    expect(result.dates).toEqual([
      { header: 'Date of manufacture', formats: ['dd.mm.yyyy'] },
      { header: `lastInspected.${PLAN}`, formats: ['dd.mm.yyyy'] },
    ]);
    expect(result.columns.at(-1)).toEqual({
      header: `lastInspected.${PLAN}`,
      field: 'lastInspected',
      plan: PLAN,
    });
  });

  it("follows each raft's next due date from its imported last service, and says so in its history", async () => {
    const rafts = await t.db.kysely
      .selectFrom('assets')
      .select(['id', 'serial_number'])
      .where('type', '=', 'Life raft')
      .orderBy('serial_number')
      .execute();
    const expected = [
      { last: '2025-05-15', due: '2026-05-15' },
      { last: '2024-12-01', due: '2025-12-01' },
    ];
    for (const [index, raft] of rafts.entries()) {
      const { history, due } = await complianceApi(t).inspections(raft.id);
      expect(history).toEqual([
        expect.objectContaining({ planName: PLAN, source: 'register', nextDueOn: expected[index]!.due }),
      ]);
      expect(due).toEqual([expect.objectContaining({ dueOn: expected[index]!.due, name: PLAN })]);
      const activity = await t.server.inject({
        url: `/api/assets/${raft.id}/history`,
        headers: bearer(t.adminToken),
      });
      expect(activity.body).toContain(
        `Inspection '${PLAN}' on ${expected[index]!.last} imported from the register; next due ${expected[index]!.due}`,
      );
    }
  });

  it("exports it so Python's csv module reads every field back, and the export imported again changes nothing", async () => {
    const exported = await exportCsv(t, 'assets.csv');
    // Norwegian writes decimals with a comma: its spreadsheets expect semicolons.
    const [header, ...records] = readWithPython(exported.rawPayload, ';');
    const at = (name: string) => header!.indexOf(name);
    expect(records).toHaveLength(ROWS.length);
    const columns = [
      'name',
      'type',
      'location',
      'serialNumber',
      'manufacturedOn',
      'notes',
      `lastInspected.${PLAN}`,
    ];
    for (const row of ROWS) {
      const record = records.find((r) => r[at('serialNumber')] === row[3]);
      // A note's CR LF is stored as LF, as the asset form stores it.
      const written = row.map((cell, i) => (i === 5 ? cell.replaceAll('\r\n', '\n') : (ISO[cell] ?? cell)));
      expect(columns.map((name) => record?.[at(name)])).toEqual(written);
    }

    const before = await snapshotState(t.db.kysely);
    const again = await importCsv(t, exported.rawPayload, { dryRun: false });
    expect(again.result).toMatchObject({ errorCount: 0, created: 0, updated: 0, inspections: 0 });
    expect(again.result.unchanged).toBe(ROWS.length);
    expect(await snapshotState(t.db.kysely)).toEqual({ ...before, asset_imports: expect.any(Array) });
  });

  it('refuses a slashed date column that could be read both ways, until the file says which order', async () => {
    const csv = [
      'name;type;location;inServiceOn',
      'Kran 1;Crane;Kai 2;03/04/2020',
      'Kran 2;Crane;Kai 2;01/02/2021',
    ].join('\n');
    const before = await snapshotState(t.db.kysely);
    const refused = await importCsv(t, csv, { dryRun: false });
    expect(refused.response.statusCode).toBe(422);
    expect(refused.result.errors[0]).toEqual({
      row: 1,
      column: 'inServiceOn',
      message: expect.stringContaining("'03/04/2020' may be day-month-year"),
    });
    expect(await snapshotState(t.db.kysely)).toEqual(before);
    const chosen = await importCsv(t, csv, { dryRun: true, dateOrder: { inServiceOn: 'month-day-year' } });
    expect(chosen.result).toMatchObject({ errorCount: 0, created: 2 });
    expect(chosen.result.dates).toEqual([{ header: 'inServiceOn', formats: ['mm/dd/yyyy'] }]);
  });

  it('names a last inspection column whose plan does not exist, and a date in the future', async () => {
    const csv = [
      'name;type;location;lastInspected.No such plan;lastInspected.' + PLAN,
      'Flåte 9;Life raft;Kai;;01.01.2999',
    ].join('\n');
    const { result } = await importCsv(t, csv, { dryRun: true });
    expect(result.errors).toEqual([
      {
        row: 1,
        column: 'lastInspected.No such plan',
        message: "no inspection plan is called 'No such plan'",
      },
      { row: 2, column: `lastInspected.${PLAN}`, message: "'2999-01-01' is in the future" },
    ]);
  });
});
