/** Download QR: each format downloads a real file of that type with the spec's name; Print opens a window. */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect } from 'vitest';
import type { QrFormat } from '@harbour/contract';
import type { LoginResponse } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import { expectHidden, expectVisible, openSignedIn, row, search } from '../support/app';
import { browserSuite } from '../support/browser';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite();

const FORMATS: { format: QrFormat; item: RegExp; looksRight: (bytes: Buffer) => boolean }[] = [
  {
    format: 'png',
    item: /^PNG/,
    looksRight: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { format: 'jpg', item: /^JPG/, looksRight: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'svg', item: /^SVG/, looksRight: (b) => /<svg[\s>]/.test(b.toString('utf8')) },
  { format: 'pdf', item: /^PDF/, looksRight: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

describe('download QR', () => {
  let session: LoginResponse;
  let holder = '';
  let assetName = '';
  let idle = '';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    holder = unique('sofia');
    idle = unique('sofia-idle');
    const user = await admin.createUser(holder, 'crew-member-pass');
    await admin.createUser(idle, 'crew-member-pass');
    assetName = `Buoy #7 / ${unique('Nord')}`;
    await admin.createAsset({ name: assetName, type: 'Buoy', location: 'Fairway', assignedTo: user._id });
    session = await login(baseUrl, 'admin', fileServer().adminPassword);
  });

  test('each of the four formats downloads a file of that type named after the asset', async ({ page }) => {
    await openSignedIn(page, session, '/admin/download');
    await expectVisible(page.getByRole('heading', { name: 'User QR Codes' }));
    await search(page, 'Search users by username...', holder.toUpperCase());
    await expectVisible(page.getByText('Showing 1 to 1 of 1 users'));
    const listed = row(page, holder);
    await expectVisible(listed.getByText(`${assetName} - Fairway`));
    await expectAccessible(page, 'Download QR screen');

    const expectedName = (format: QrFormat) =>
      `${assetName.replace(/[^A-Za-z0-9_-]/g, '_')}-QRCode.${format}`;
    for (const { format, item, looksRight } of FORMATS) {
      await listed.getByRole('button', { name: `Download QR code of ${assetName}` }).click();
      const menu = page.getByRole('menu', { name: `Download formats for ${assetName}` });
      await expectVisible(menu);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        menu.getByRole('menuitem', { name: item }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(expectedName(format));
      const bytes = readFileSync(await download.path());
      expect(bytes.length).toBeGreaterThan(100);
      expect(looksRight(bytes), `${format} file content`).toBe(true);
      await expectHidden(menu);
    }
  });

  test('the menu offers the four formats and closes on an outside click', async ({ page }) => {
    await openSignedIn(page, session, '/admin/download');
    await search(page, 'Search users by username...', holder);
    await row(page, holder)
      .getByRole('button', { name: `Download QR code of ${assetName}` })
      .click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'PNG\nHigh quality image',
      'JPG\nCompressed image',
      'SVG\nVector image',
      'PDF\nDocument format',
    ]);
    await expectAccessible(page, 'Download menu');
    await page.getByRole('heading', { name: 'User QR Codes' }).click();
    await expectHidden(menu);
  });

  test('Print opens a window with the QR code, which closes after printing', async ({ page, context }) => {
    await openSignedIn(page, session, '/admin/download');
    await search(page, 'Search users by username...', holder);
    const pngRequested = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/qr-code') && url.searchParams.get('format') === 'png';
    });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      row(page, holder)
        .getByRole('button', { name: `Print QR code of ${assetName}` })
        .click(),
    ]);
    const qr = await pngRequested;
    expect(qr.status()).toBe(200);
    expect(qr.headers()['content-type']).toMatch(/^image\/png/);
    await popup.waitForEvent('close', { timeout: 15_000 });
    expect(popup.isClosed()).toBe(true);
  });

  test('a user without assets shows "No assets assigned"', async ({ page }) => {
    await openSignedIn(page, session, '/admin/download');
    await search(page, 'Search users by username...', idle);
    await expectVisible(row(page, idle).getByText('No assets assigned').first());
  });
});
