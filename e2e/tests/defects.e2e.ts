/**
 * Defects in Chromium: a visitor on a phone opens a buoy's label link (its type takes public reports),
 * reports "Light not working" with a photo and gets a reference; an administrator at a desk finds it first
 * in the triage list and accepts it; the report's public status page then says it is being dealt with. An
 * employee on a phone reports a safety defect from the asset's own page with one tap on a common fault,
 * and the asset goes Under Maintenance.
 */
import { describe, expect } from 'vitest';
import { expectAccessible } from '../support/a11y';
import { call, login } from '../support/api';
import { expectVisible, openSignedIn, toast } from '../support/app';
import { browserSuite, DESKTOP, PHONE } from '../support/browser';
import { unique } from '../support/fixtures-data';

describe('defects', () => {
  const test = browserSuite({ viewport: PHONE });

  test('a visitor reports an unlit buoy from its label, an administrator accepts it, the status page says so', async ({
    admin,
    baseUrl,
    adminPassword,
    page,
  }) => {
    const typeName = unique('Lit buoy');
    await call(admin, 'POST', '/admin/asset-types', { name: typeName, publicReports: true });
    const buoy = await admin.createAsset({
      name: unique('Buoy 7 Byfjorden'),
      type: typeName,
      location: 'Byfjorden',
    });
    const photo = await admin.qrCode(buoy._id, 'png');

    // The visitor, not signed in, on a phone.
    await page.goto(`/a/${buoy._id}`);
    await expectVisible(page.getByRole('heading', { name: buoy.name }));
    await expectVisible(page.getByRole('link', { name: 'Staff sign in' }));
    await expectAccessible(page, 'a label link opened by a visitor');
    await page.getByRole('button', { name: 'Report a problem' }).click();
    await page.getByLabel(/What is wrong/).fill('Light not working');
    await page
      .getByLabel('Take a photo')
      .setInputFiles({ name: 'buoy.png', mimeType: 'image/png', buffer: photo });
    await expectVisible(page.getByRole('img', { name: 'Photo 1 you took' }));
    await expectAccessible(page, 'the public report form');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const send = page.getByRole('button', { name: 'Send' });
    expect((await send.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await send.click();
    const shown = page.getByTestId('report-reference');
    await expectVisible(shown);
    const reference = (await shown.textContent())?.trim() ?? '';
    expect(reference).toMatch(/^D-[0-9A-HJKMNP-TV-Z]{8}$/);
    await expectAccessible(page, 'the reference of a sent report');

    // The administrator, at a desk: first in the triage list, accepted.
    await page.setViewportSize(DESKTOP);
    await openSignedIn(page, await login(baseUrl, 'admin', adminPassword), '/admin/defects');
    const first = page.getByTestId('defect-list').getByRole('listitem').first();
    await expectVisible(first.getByText(reference));
    await expectVisible(first.getByText('Light not working'));
    await expectAccessible(page, 'the triage list');
    await first.getByRole('link').click();
    await expectVisible(page.getByRole('heading', { name: 'Light not working' }));
    await expectVisible(page.getByRole('img', { name: 'Photo 1 of the defect' }));
    await page.getByRole('button', { name: 'Accept' }).click();
    await expectVisible(toast(page, 'Defect updated.'));
    await expectVisible(page.getByRole('button', { name: 'Close' }));

    // The reporter's status page, public.
    await page.goto(`/report/${reference}`);
    await expectVisible(page.getByTestId('report-state').getByText(/Being dealt with/));
  });

  test('an employee reports a safety defect from the asset page with a common fault, and the asset goes Under Maintenance', async ({
    admin,
    baseUrl,
    page,
  }) => {
    const typeName = unique('Fire pump');
    await call(admin, 'POST', '/admin/asset-types', {
      name: typeName,
      commonFaults: ['Does not start', 'Leaking'],
    });
    const username = unique('kari');
    const crew = await admin.createUser(username, 'crew-member-pass');
    const pump = await admin.createAsset({
      name: unique('Fire pump 2'),
      type: typeName,
      location: 'Engine room',
      assignedTo: crew._id,
    });
    await openSignedIn(page, await login(baseUrl, username, 'crew-member-pass'), `/user/assets/${pump._id}`);
    await page.getByRole('link', { name: 'Report a problem' }).click();
    await page
      .getByRole('group', { name: /Common faults/ })
      .getByRole('button', { name: 'Does not start' })
      .click();
    await expect.poll(() => page.getByLabel('What is wrong?').inputValue()).toBe('Does not start');
    await page.getByRole('radio', { name: /^Safety/ }).check();
    await expectAccessible(page, 'the staff report form');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Send report' }).click();
    await expectVisible(toast(page, /^Problem reported: D-[0-9A-HJKMNP-TV-Z]{8}$/));
    await expect.poll(async () => (await admin.getAsset(pump._id)).status).toBe('Under Maintenance');
  });
});
