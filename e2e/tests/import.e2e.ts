/**
 * CSV import in Chromium, on a phone (390x844) and a desktop (1280x800): an administrator uploads a
 * semicolon file whose first column needs mapping and one of whose rows is wrong, sees the row's error and
 * nothing imported, maps the column, uploads the fixed file, commits it, and finds the assets in the list.
 * The assets list's Download CSV gives them back. A column left unread is named before anything is
 * imported, and the template the screen offers reads without an error. A file with a bad row can have its
 * good rows imported and the bad one downloaded, as written, to fix.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import type { LoginResponse } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, searchAssets } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite();
const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 800 }],
] as const;

async function choose(page: Page, name: string, text: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/import/assets');
  // Excel's "CSV UTF-8" starts with a byte order mark.
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${text}`, 'utf8'),
  });
  await answered;
}

const count = (page: Page, label: string) => page.locator(`[data-count="${label}"]`);

describe.each(VIEWPORTS)('CSV import on a %s', (_, viewport) => {
  const type = unique('Lifebuoy');
  let admin: LoginResponse;

  beforeAll(async () => {
    admin = await login(fileServer().baseUrl, 'admin', fileServer().adminPassword);
  });

  test('a preview shows the errors, the fixed file is imported, and the assets are listed', async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, admin, '/admin/assets');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expectPath(page, '/admin/import');

    const rows = (status: string) =>
      [
        'Betegnelse;Type;Location;Status',
        `${type} Ø 1;${type};Kai "Nord";Available`,
        `${type} Ω 2;${type};Pier 3;${status}`,
      ].join('\r\n');
    await choose(page, 'buoys.csv', rows('Broken'));
    const mapping = page.getByLabel('Field for column Betegnelse');
    await expect.poll(() => mapping.inputValue()).toBe('');
    const ignored = page.getByTestId('ignored-columns');
    await expectVisible(ignored.getByText('1 column will not be imported: “Betegnelse”.', { exact: false }));
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/import/assets');
    await mapping.selectOption('name');
    await answered;
    const alert = page.getByRole('alert');
    await expectVisible(alert.getByText("Row 3, Status: 'Broken': Status must be one of", { exact: false }));
    expect(await ignored.count()).toBe(0);
    await expect.poll(() => count(page, 'errors').textContent()).toBe('1');
    expect(await page.getByRole('button', { name: /^Import \d+ assets$/ }).count()).toBe(0);
    await expectAccessible(page, 'import preview with errors');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);

    // The fixed file: a new file starts without the last mapping, so Betegnelse is mapped again.
    await choose(page, 'buoys-fixed.csv', rows('Under Maintenance'));
    const remapped = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/import/assets');
    await page.getByLabel('Field for column Betegnelse').selectOption('name');
    await remapped;
    await expect.poll(() => count(page, 'to create').textContent()).toBe('2');
    await expect.poll(() => count(page, 'errors').textContent()).toBe('0');
    await page.getByRole('button', { name: 'Import 2 assets' }).click();
    await expectVisible(page.getByText('Imported: 2 created, 0 updated.'));

    await page.getByRole('link', { name: 'See the assets' }).click();
    await expectPath(page, '/admin/assets');
    await searchAssets(page, type);
    await expectVisible(page.getByRole('main').getByText(`${type} Ø 1`, { exact: true }).first());
    await expectVisible(page.getByRole('main').getByText(`${type} Ω 2`, { exact: true }).first());

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^assets-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(`${type} Ω 2,${type},Pier 3,Under Maintenance`);
    expect(csv).toContain(`"Kai ""Nord"""`);
  });

  test('the template offered reads every column and its example row without an error', async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, admin, '/admin/import');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download a template CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('assets-template.csv');
    const template = readFileSync(await download.path(), 'utf8');
    expect(template.split('\r\n')[0]).toBe(
      'name,type,location,position,status,assignedTo,serialNumber,manufacturer,model,manufacturedOn,inServiceOn,critical,notes',
    );
    await choose(page, 'assets-template.csv', template);
    await expect.poll(() => count(page, 'to create').textContent()).toBe('1');
    await expect.poll(() => count(page, 'errors').textContent()).toBe('0');
    expect(await page.getByTestId('ignored-columns').count()).toBe(0);
  });
});

describe('CSV import of the good rows', () => {
  test('imports the rows without errors and gives the others back as a file to fix', async ({ page }) => {
    const type = unique('Winch');
    const admin = await login(fileServer().baseUrl, 'admin', fileServer().adminPassword);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, admin, '/admin/import');
    const file = [
      'name;type;location;status;notes',
      `${type} 1;${type};Quay 4;Available;`,
      `${type} 2;${type};Quay 4;Broken;"two\nlines"`,
      `${type} 3;${type};Quay 4;;`,
    ].join('\r\n');
    await choose(page, 'winches.csv', file);
    await expectVisible(page.getByText('1 row has errors: fix the file', { exact: false }));
    await page.getByRole('button', { name: 'Import 2 assets without errors' }).click();
    await expectVisible(page.getByText('Imported: 2 created, 0 updated.'));
    await expectVisible(page.getByText('1 row with errors was left out.'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the row with errors (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('assets-rows-with-errors.csv');
    const rowsToFix = readFileSync(await download.path(), 'utf8');
    expect(rowsToFix).toBe(
      `\uFEFFname;type;location;status;notes;Import error\r\n` +
        `${type} 2;${type};Quay 4;Broken;"two\nlines";status: 'Broken': Status must be one of: Available, In Use, Under Maintenance, Reservable\r\n`,
    );

    await openSignedIn(page, admin, '/admin/assets');
    await searchAssets(page, type);
    await expectVisible(page.getByRole('main').getByText(`${type} 3`, { exact: true }).first());
    expect(await page.getByRole('main').getByText(`${type} 2`, { exact: true }).count()).toBe(0);
  });
});
