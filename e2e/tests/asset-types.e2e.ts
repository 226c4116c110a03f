/**
 * Asset types with their own fields in Chromium: an administrator defines a lit buoy's fields (a light
 * character shown in the list, a colour to choose), creates a buoy with its values; an employee on a phone
 * opens the buoy from its label link and reads both; the administrator's list filters by the colour.
 */
import { describe, expect } from 'vitest';
import type { Asset } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { call, login } from '../support/api';
import {
  expectHidden,
  expectVisible,
  openSignedIn,
  pickLocation,
  row,
  searchAssets,
  toast,
} from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { unique } from '../support/fixtures-data';

const PASSWORD = 'buoy-tender-pass';

describe('asset types with their own fields', () => {
  const test = browserSuite();

  test('a lit buoy type is defined, a buoy gets its values, an employee reads them from the label, the list filters by colour', async ({
    admin,
    baseUrl,
    adminPassword,
    page,
  }) => {
    const typeName = unique('Lit buoy');
    const buoyName = unique('Buoy 14 Byfjorden');
    const adminSession = await login(baseUrl, 'admin', adminPassword);
    await admin.createLocation({ name: 'Byfjorden', kind: 'area' });

    // The type, on the Asset types screen.
    await openSignedIn(page, adminSession, '/admin/asset-types');
    await page.getByRole('navigation').getByRole('link', { name: 'Asset types' }).waitFor();
    await page.getByRole('button', { name: 'Add type' }).click();
    const editor = page.getByRole('dialog', { name: 'Add asset type' });
    await editor.getByLabel('Name').fill(typeName);
    await editor.getByLabel('Visitors may report defects from the label').check();
    await editor.getByLabel('Availability category').selectOption('1');
    await editor.getByRole('button', { name: 'Add field' }).click();
    const light = editor.getByRole('listitem', { name: 'Field 1' });
    await light.getByLabel('Key').fill('light_character');
    await light.getByLabel('Label (English)').fill('Light character');
    await light.getByLabel('Label (bokmål)').fill('Lyskarakter');
    await light.getByLabel('Shown in the list').check();
    await editor.getByRole('button', { name: 'Add field' }).click();
    const colour = editor.getByRole('listitem', { name: 'Field 2' });
    await colour.getByLabel('Key').fill('colour');
    await colour.getByLabel('Label (English)').fill('Colour');
    await colour.getByLabel('Kind').selectOption('choice');
    await colour.getByLabel('Options').fill('Red\nGreen\nYellow');
    await expectAccessible(page, 'asset type editor');
    await editor.getByRole('button', { name: 'Create type' }).click();
    await expectVisible(toast(page, 'Asset type created'));
    await expectHidden(editor);
    await expectVisible(row(page, typeName).getByText('2 fields'));

    // The editor on a phone: nothing wider than the screen, its buttons 48 px.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: `Edit ${typeName}` }).click();
    const phoneEditor = page.getByRole('dialog', { name: 'Edit asset type' });
    const moveDown = phoneEditor.getByRole('button', { name: 'Move field 1 down' });
    await expectVisible(moveDown);
    expect((await moveDown.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await phoneEditor.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    await phoneEditor.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(phoneEditor);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A buoy with its values, through the asset form.
    await page.goto('/admin/assets');
    await page.getByRole('button', { name: 'Add Asset' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Asset' });
    await add.getByLabel('Name').fill(buoyName);
    await add.getByLabel('Type').fill(typeName.toUpperCase());
    await pickLocation(add, 'Location', 'Byfjorden');
    const fields = add.getByRole('group', { name: `Fields of ${typeName}` });
    await fields.getByLabel('Light character').fill('Fl(2) R 10s');
    await fields.getByLabel('Colour').selectOption('Red');
    await add.getByRole('button', { name: 'Add Asset' }).click();
    await expectVisible(toast(page, 'Asset added successfully'));
    const buoy = (await admin.listAssets()).find((asset) => asset.name === buoyName);
    expect(buoy?.fields).toEqual({ light_character: 'Fl(2) R 10s', colour: 'Red' });

    // A second buoy of another colour, by the API, for the filter to leave out.
    const greenName = unique('Buoy 15 Byfjorden');
    await call<Asset>(admin, 'POST', '/assets', {
      name: greenName,
      type: typeName,
      location: 'Byfjorden',
      fields: { light_character: 'Fl G 3s', colour: 'green' },
    });

    // An employee on a phone opens the buoy from its label.
    const employee = unique('tender');
    await admin.createUser(employee, PASSWORD);
    await page.setViewportSize(PHONE);
    await openSignedIn(page, await login(baseUrl, employee, PASSWORD), `/a/${buoy!._id}`);
    const details = page.getByTestId('scanned-asset');
    await expectVisible(details.getByText(buoyName));
    await expectVisible(details.getByText('Light character'));
    await expectVisible(details.getByText('Fl(2) R 10s'));
    await expectVisible(details.getByText('Colour'));
    await expectVisible(details.getByText('Red', { exact: true }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The administrator's list, filtered by the colour: the red buoy, not the green one.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, adminSession, '/admin/assets');
    await searchAssets(page, 'Byfjorden');
    await expectVisible(row(page, greenName));
    await page.getByRole('button', { name: /Filters/ }).click();
    const filters = page.getByRole('group', { name: 'Filters' });
    const filtered = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('field.colour') === 'Red',
    );
    await filters.getByLabel('Colour').selectOption('Red');
    await filtered;
    await expectVisible(page.getByRole('button', { name: /Colour: Red/ }));
    await expectVisible(row(page, buoyName).getByText('Fl(2) R 10s'));
    await expectHidden(row(page, greenName));
    expect(new URL(page.url()).searchParams.get('field.colour')).toBe('Red');
  });
});
