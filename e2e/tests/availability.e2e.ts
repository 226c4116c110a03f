/**
 * Availability in Chromium: a category 1 buoy put Under Maintenance shows on the Availability screen below
 * its target, worst first, at 1280 px and on a phone (390 px) with nothing wider than the screen; axe clean.
 */
import { describe, expect } from 'vitest';
import { expectAccessible } from '../support/a11y';
import { call, login } from '../support/api';
import { expectVisible, openSignedIn } from '../support/app';
import { browserSuite, DESKTOP, PHONE } from '../support/browser';
import { unique } from '../support/fixtures-data';

describe('availability', () => {
  const test = browserSuite();

  test('an outage shows below target on the availability screen, on a desk and on a phone', async ({
    admin,
    baseUrl,
    adminPassword,
    page,
  }) => {
    const typeName = unique('Cardinal buoy');
    const buoyName = unique('Buoy Nord');
    await call(admin, 'POST', '/admin/asset-types', { name: typeName, availabilityCategory: 1 });
    const buoy = await admin.createAsset({ name: buoyName, type: typeName, location: 'Byfjorden' });
    await admin.updateAsset(buoy._id, {
      name: buoyName,
      type: typeName,
      location: 'Byfjorden',
      status: 'Under Maintenance',
    });
    const session = await login(baseUrl, 'admin', adminPassword);

    await page.setViewportSize(DESKTOP);
    await openSignedIn(page, session, '/admin/availability');
    await page.getByRole('combobox', { name: 'Asset type' }).selectOption(typeName);
    const types = page.getByRole('table', { name: 'By asset type' });
    const typeRow = types.getByRole('row', { name: new RegExp(typeName) });
    await expectVisible(typeRow.getByText('Below target'));
    await expectVisible(typeRow.getByText('99.80%'));
    const assets = page.getByRole('table', { name: 'By asset, lowest availability first' });
    const buoyRow = assets.getByRole('row', { name: new RegExp(buoyName) });
    await expectVisible(buoyRow.getByText('Below target'));
    const figure = await buoyRow.getByRole('cell').nth(2).textContent();
    expect(Number.parseFloat(figure ?? '100')).toBeLessThan(99.8);
    await expectAccessible(page, 'availability at 1280 px');

    await page.setViewportSize(PHONE);
    await expectVisible(buoyRow);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'availability at 390 px');
  });
});
