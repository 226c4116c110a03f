/** Scanning: a photo of a label, the label link, and a label whose asset is gone (camera scans: scanner-camera). */
import { beforeAll, describe, expect } from 'vitest';
import type { Asset, LoginResponse } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import { expectHidden, expectPath, expectVisible, openSignedIn, signInThroughForm } from '../support/app';
import { browserSuite } from '../support/browser';
import { unique } from '../support/fixtures-data';
import { scannedBy } from '../support/scans';
import { fileServer } from '../support/file-server';

const test = browserSuite();

describe('scanner (image file and label link)', () => {
  let admin: Api;
  let asset: Asset;
  let label: Buffer;
  let goneLabel: Buffer;
  let session: LoginResponse;
  const password = 'crew-member-pass';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const username = unique('tom');
    await admin.createUser(username, password);
    asset = await admin.createAsset({ name: unique('Radio VHF'), type: 'Radio', location: 'Bridge' });
    label = await admin.qrCode(asset._id, 'png');
    const gone = await admin.createAsset({ name: unique('Scrapped Crane'), type: 'Crane', location: 'Yard' });
    goneLabel = await admin.qrCode(gone._id, 'png');
    await admin.deleteAsset(gone._id);
    session = await login(baseUrl, username, password);
  });

  test('a photo of a label opens the asset and records the scan', async ({ page }) => {
    await openSignedIn(page, session, '/user/scan');
    await expectVisible(page.getByRole('heading', { name: 'Scan Asset QR Code' }));
    await expectVisible(page.getByText('Position the QR code within the scanner to view asset details'));
    await expectAccessible(page, 'scan page');
    await page
      .getByLabel(/Scan an image file/)
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: label });
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await expectVisible(details.getByText(asset.name, { exact: true }));
    for (const text of ['Radio', 'Bridge', 'Available'])
      await expectVisible(details.getByText(text, { exact: true }));
    await expectVisible(details.getByText('Last Updated'));
    expect(await details.getByText('Assigned To').count()).toBe(0);
    await expectAccessible(page, 'scan result modal');
    await expect.poll(() => scannedBy(admin, asset.name, session.username), { timeout: 10_000 }).toBe(true);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await expectHidden(details);
  });

  test('the label of a deleted asset shows the red error banner, and the next scan works', async ({
    page,
  }) => {
    await openSignedIn(page, session, '/user/scan');
    await page
      .getByLabel(/Scan an image file/)
      .setInputFiles({ name: 'old.png', mimeType: 'image/png', buffer: goneLabel });
    const banner = page.getByRole('alert').filter({ hasText: /not found/i });
    await expectVisible(banner);
    const [red, green, blue] = await banner.evaluate((element) => {
      // Any CSS colour (oklch here) to sRGB bytes, through a canvas.
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    });
    expect(
      red! > green! + 5 && red! > blue! + 5,
      `banner background rgb(${red}, ${green}, ${blue}) is red`,
    ).toBe(true);
    await expectAccessible(page, 'scan page with error banner');
    await page
      .getByLabel(/Scan an image file/)
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: label });
    await expectVisible(
      page.getByRole('dialog', { name: 'Asset Details' }).getByText(asset.name, { exact: true }),
    );
    await expectHidden(banner);
  });

  test('the label link /a/:id asks a visitor to sign in, then shows the asset and records the scan', async ({
    page,
    admin: api,
  }) => {
    await page.goto(`/a/${asset._id}`);
    await expectPath(page, '/login');
    await signInThroughForm(page, session.username, password);
    await expectPath(page, `/a/${asset._id}`);
    await expectVisible(page.getByText(asset.name, { exact: true }));
    await expectAccessible(page, 'label link page');
    await expect
      .poll(
        () =>
          api
            .adminDashboard()
            .then(
              (d) =>
                d.recentActivities.filter((a) => a.action === 'scanned' && a.asset.name === asset.name)
                  .length,
            ),
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(2);
  });
});
