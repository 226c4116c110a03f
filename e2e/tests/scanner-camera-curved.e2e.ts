/** Camera scan of a label wrapped round a cylinder, which a flat reader cannot read: it still opens the asset. */
import { beforeAll, describe } from 'vitest';
import type { Asset, LoginResponse } from '@harbour/contract';
import { Api, login } from '../support/api';
import { openSignedIn } from '../support/app';
import { browserSuite } from '../support/browser';
import { fakeCameraArgs, videoOfCurvedLabel } from '../support/fake-camera';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

describe('camera scan of a label on a gas bottle', () => {
  let asset: Asset;
  let session: LoginResponse;
  let video = '';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    asset = await admin.createAsset({
      name: unique('Breathing Air BA'),
      type: 'Breathing Air',
      location: 'Deck 2',
    });
    video = videoOfCurvedLabel(await admin.qrCode(asset._id, 'png'), 140);
    session = await login(baseUrl, 'admin', fileServer().adminPassword);
  });

  const test = browserSuite({ launchArgs: () => fakeCameraArgs(video) });

  test('the curved label is read and opens the asset', async ({ page }) => {
    await openSignedIn(page, session, '/admin/scan');
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await details.getByText(asset.name, { exact: true }).waitFor({ timeout: 30_000 });
  });
});
