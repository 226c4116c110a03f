/**
 * A buoy found 300 m from its charted position: on a phone, its label scanned where the phone stands (the
 * browser's position, permission granted) shows it off station at once; at a desk, the administrator's
 * dashboard counts it, its card opens the list of such assets, and the map draws it in its state's colour,
 * with no Content-Security-Policy violation from MapLibre's worker.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import type { Asset, LoginResponse } from '@harbour/contract';
import { Api, call, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, row, statValue } from '../support/app';
import { browserSuite, DESKTOP, PHONE } from '../support/browser';
import { watchContentPolicy } from '../support/content-policy';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

/** Charted in the Oslofjord; found 0.0027° (300 m) north of there, with a 10 m accuracy. */
const CHARTED = { lat: 59.9, lon: 10.7 };
const FOUND = { latitude: 59.9027, longitude: 10.7, accuracy: 10 };
const OFF_STATION = /^Off station: (\d+) m from its charted position$/;
/** The map's colour for an asset off station (web/src/features/map/map-style.ts). */
const OFF_STATION_RGB = [0xd5, 0x5e, 0x00];

function expectAbout300Metres(text: string | null): void {
  const metres = Number(OFF_STATION.exec(text?.trim() ?? '')?.[1]);
  expect(metres, `${text}`).toBeGreaterThanOrEqual(295);
  expect(metres, `${text}`).toBeLessThanOrEqual(305);
}

/** How many pixels of the map's picture are in the off-station colour (decoded by the browser itself). */
async function offStationPixels(page: Page): Promise<number> {
  const picture = await page.getByRole('region', { name: 'Map of the assets' }).screenshot();
  return page.evaluate(
    async ([bytes, [r, g, b]]) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (
          Math.abs(data[i]! - r!) < 16 &&
          Math.abs(data[i + 1]! - g!) < 16 &&
          Math.abs(data[i + 2]! - b!) < 16
        )
          count++;
      return count;
    },
    [[...picture], OFF_STATION_RGB] as const,
  );
}

describe('off station: a scan from the field, the dashboard and the map', () => {
  let admin: Api;
  let session: LoginResponse;
  let scanned: Asset;
  let flagged: Asset;
  let label: Buffer;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    session = await login(baseUrl, 'admin', fileServer().adminPassword);
    const buoy = (name: string, type: string) =>
      call<Asset>(admin, 'POST', '/assets', { name, type, location: 'Oslofjord', position: CHARTED });
    scanned = await buoy(unique('Light buoy B'), 'Light buoy');
    // Its own type, so that the map can be narrowed to it alone; found off station through the API.
    flagged = await buoy(unique('Spar buoy S'), unique('Spar buoy'));
    await call(admin, 'POST', '/assets/scan', {
      assetId: flagged._id,
      scanLocation: 'e2e',
      position: { lat: FOUND.latitude, lon: FOUND.longitude, accuracy: FOUND.accuracy },
    });
    label = await admin.qrCode(scanned._id, 'png');
  });

  const test = browserSuite({ viewport: PHONE });

  test('on a phone, a label scanned 300 m from the charted position shows the asset off station first', async ({
    page,
    context,
    baseUrl,
  }) => {
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(FOUND);
    await openSignedIn(page, session, '/admin/scan');
    await page
      .getByLabel(/Scan an image file/)
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: label });
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await expectVisible(details.getByText(scanned.name, { exact: true }));
    const warning = details.getByTestId('off-station');
    await expectVisible(warning);
    expectAbout300Metres(await warning.locator('p').first().textContent());
    await expectVisible(warning.getByText(/^Found there .* by admin$/));
    // The warning comes before everything else the scan shows.
    const [warningTop, detailsTop] = await Promise.all(
      [warning, details.getByTestId('scanned-asset')].map(async (part) => (await part.boundingBox())?.y ?? 0),
    );
    expect(warningTop).toBeLessThan(detailsTop!);
    expect((await admin.getAsset(scanned._id)).offStation?.by).toBe('admin');
  });

  test('at a desk, the dashboard counts it, its card lists it, and the map draws it in its colour', async ({
    page,
    context,
  }) => {
    const violations = await watchContentPolicy(context);
    await page.setViewportSize(DESKTOP);
    await openSignedIn(page, session, '/admin/dashboard');
    const count = (await admin.adminDashboard()).offStation;
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await statValue(page, 'Off station')).toBe(count);

    await page.getByRole('link', { name: /^Off station/ }).click();
    await expectPath(page, '/admin/assets');
    await expectVisible(page.getByRole('button', { name: 'Remove filter Off station' }));
    await expectVisible(row(page, flagged.name));

    await page.goBack();
    await page.getByRole('link', { name: 'Show them on the map' }).click();
    await expectPath(page, '/admin/map');
    expect(new URL(page.url()).searchParams.get('state')).toBe('off-station');
    await expect.poll(() => page.getByLabel('State').inputValue()).toBe('off-station');
    // Narrowed to the flagged buoy's own type: the map fits itself to its one marker, in the middle.
    const typeFilter = page.getByLabel('Type', { exact: true });
    await typeFilter.fill(flagged.type);
    await typeFilter.press('Enter');
    const map = page.getByRole('region', { name: 'Map of the assets' });
    await expectVisible(page.locator('[data-markers="1"][aria-busy="false"]'));
    await expectVisible(page.getByText('1 asset on the map'));
    expect(await offStationPixels(page)).toBeGreaterThan(50);

    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const card = page.getByTestId('map-card');
    await expectVisible(card.getByRole('heading', { name: flagged.name }));
    expectAbout300Metres(await card.locator('[data-state="off-station"]').textContent());
    await card.getByRole('link', { name: `Open ${flagged.name}` }).click();
    await expectPath(page, `/admin/assets/${flagged._id}`);
    await expectVisible(page.getByTestId('off-station'));
    await expectVisible(page.getByRole('button', { name: 'Back on station' }));
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });
});
