/**
 * Hostile CSV uploads: files that are not CSV, not UTF-8, too long in a field or in all, full of errors,
 * random bytes, and the same file committed twice at once. Each gets a clear 4xx and changes nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@harbour/contract';
import { importCsv } from '../import-api';
import { snapshotState } from '../state-snapshot';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends the file; it must be refused with `status` and a message for people, and leave every table as it was. */
async function refused(csv: string | Buffer, status: number, message: RegExp | string) {
  const before = await snapshotState(t.db.kysely);
  const { response, result } = await importCsv(t, csv, { dryRun: false });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(result.message).toMatch(message);
  expect(await snapshotState(t.db.kysely)).toEqual(before);
  return result;
}

const NOT_UTF8 = /not UTF-8 text.*CSV UTF-8/;

describe('hostile CSV imports', () => {
  it('refuses a CSV whose quoted field never closes', async () => {
    await refused(
      'name,type,location\nBuoy 1,Buoy,Quay\n"Buoy 2,Buoy,Quay\nBuoy 3,Buoy,Quay\n',
      400,
      /not a valid CSV: a quote opens a field that is never closed/,
    );
  });

  it('refuses a file that is not UTF-8 (Windows-1252, UTF-16), naming the fix', async () => {
    await refused(Buffer.from('name,type,location\nB\xf8je,Buoy,Quay\n', 'latin1'), 400, NOT_UTF8);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name,type,location\n', 'utf16le')]);
    await refused(utf16, 400, NOT_UTF8);
  });

  it('refuses an empty file, a header alone, and a row longer than the limit', async () => {
    await refused('', 400, 'The file is empty');
    await refused('name,type,location\n', 400, 'The file has a header row but no assets');
    const huge = `name,type,location,notes\nBuoy,Buoy,Quay,"${'x'.repeat(IMPORT_LIMITS.rowChars + 10)}"\n`;
    await refused(huge, 400, /a row is longer than/);
  });

  it('counts thousands of errors but lists only the first ones', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `Radio ${i},Radio,Bridge,Broken`);
    const result = await refused(['name,type,location,status', ...rows].join('\n'), 422, /3000 errors/);
    expect(result.errorCount).toBe(3000);
    expect(result.errors).toHaveLength(IMPORT_LIMITS.listedErrors);
    expect(result.errors[0]).toMatchObject({ row: 2, column: 'status' });
  });

  it('refuses a file larger than the limit with 413', async () => {
    const row = `Buoy,Buoy,Quay,"${'n'.repeat(3900)}"\n`;
    const count = Math.ceil(IMPORT_LIMITS.fileBytes / row.length) + 10;
    await refused(`name,type,location,notes\n${row.repeat(count)}`, 413, /larger than 64 MB/);
  });

  it('answers random bytes with a 4xx and no change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (bytes) => {
        const before = await snapshotState(t.db.kysely);
        const { response } = await importCsv(t, Buffer.from(bytes), { dryRun: false });
        expect(response.statusCode, response.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(await snapshotState(t.db.kysely)).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it('applies the same file committed twice at once only once', async () => {
    const csv = ['name,type,location', 'Twin Buoy A,Buoy,Quay 7', 'Twin Buoy B,Buoy,Quay 7'].join('\n');
    const answers = await Promise.all([
      importCsv(t, csv, { dryRun: false }),
      importCsv(t, csv, { dryRun: false }),
    ]);
    expect(answers.map((a) => a.response.statusCode)).toEqual([200, 200]);
    expect(answers.filter((a) => a.result.committed)).toHaveLength(1);
    expect(answers.filter((a) => a.result.alreadyImported)).toHaveLength(1);
    const twins = await t.db.kysely
      .selectFrom('assets')
      .select('name')
      .where('location', '=', 'Quay 7')
      .execute();
    expect(twins).toHaveLength(2);
  });
});
