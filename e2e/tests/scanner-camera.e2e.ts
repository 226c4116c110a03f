/** Camera scans through Chromium's fake camera: a label opens its asset; a dead label shows the banner and scanning resumes. */
import { beforeAll, describe, expect } from 'vitest';
import type { Asset, LoginResponse } from '@harbour/contract';
import { Api, login } from '../support/api';
import { expectHidden, expectVisible, openSignedIn } from '../support/app';
import { browserSuite } from '../support/browser';
import { fakeCameraArgs, videoOfLabel } from '../support/fake-camera';
import { unique } from '../support/fixtures-data';
import { scannedBy } from '../support/scans';
import { fileServer } from '../support/file-server';

const CAMERA_TIMEOUT = 20_000;

describe('camera scan of a label', () => {
  let admin: Api;
  let asset: Asset;
  let session: LoginResponse;
  let video = '';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const holder = await admin.createUser(unique('lena'), 'crew-member-pass');
    asset = await admin.createAsset({
      name: unique('Life Raft LR'),
      type: 'Life Raft',
      location: 'Deck 3',
      assignedTo: holder._id,
    });
    video = videoOfLabel(await admin.qrCode(asset._id, 'png'));
    session = await login(baseUrl, 'admin', fileServer().adminPassword);
  });

  const test = browserSuite({ launchArgs: () => fakeCameraArgs(video) });

  test('the scanner starts by itself, reads the label, opens the asset and records the scan', async ({
    page,
  }) => {
    await openSignedIn(page, session, '/admin/scan');
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await details.getByText(asset.name, { exact: true }).waitFor({ timeout: CAMERA_TIMEOUT });
    await expectVisible(details.getByText('Assigned To'));
    await expect.poll(() => scannedBy(admin, asset.name, 'admin'), { timeout: 10_000 }).toBe(true);

    // Closing the details restarts the scanner, which reads the label again.
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await expectHidden(details);
    await details.getByText(asset.name, { exact: true }).waitFor({ timeout: CAMERA_TIMEOUT });
  });

  test('Stop Scanning stops the camera and Start Scanning starts it again', async ({ page }) => {
    await page.route('**/api/assets/*', (route) => route.fallback());
    await openSignedIn(page, session, '/admin/scan');
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await details.getByText(asset.name, { exact: true }).waitFor({ timeout: CAMERA_TIMEOUT });
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Stop Scanning' }).click();
    await expectVisible(page.getByText('Camera is off'));
    await page.getByRole('button', { name: 'Start Scanning' }).click();
    await details.getByText(asset.name, { exact: true }).waitFor({ timeout: CAMERA_TIMEOUT });
  });
});

describe('camera scan of a label whose asset was deleted', () => {
  let session: LoginResponse;
  let video = '';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const gone = await admin.createAsset({ name: unique('Scrapped Buoy'), type: 'Buoy', location: 'Yard' });
    video = videoOfLabel(await admin.qrCode(gone._id, 'png'));
    await admin.deleteAsset(gone._id);
    const username = unique('ahmed');
    await admin.createUser(username, 'crew-member-pass');
    session = await login(baseUrl, username, 'crew-member-pass');
  });

  const test = browserSuite({ launchArgs: () => fakeCameraArgs(video) });

  test('the red banner shows the error and scanning resumes', async ({ page }) => {
    let lookups = 0;
    page.on('response', (response) => {
      if (/\/api\/assets\/[0-9a-f]{24}$/.test(new URL(response.url()).pathname) && response.status() === 404)
        lookups++;
    });
    await openSignedIn(page, session, '/user/scan');
    const banner = page.getByRole('alert').filter({ hasText: /not found/i });
    await banner.waitFor({ timeout: CAMERA_TIMEOUT });
    await expectVisible(page.getByRole('button', { name: 'Stop Scanning' }));
    // Scanning resumed: the camera reads the same dead label again and asks the server again.
    await expect.poll(() => lookups, { timeout: CAMERA_TIMEOUT }).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('dialog', { name: 'Asset Details' }).count()).toBe(0);
  });
});
