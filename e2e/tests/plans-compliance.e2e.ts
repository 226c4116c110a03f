/** On a desktop: a plan made in the browser puts an overdue asset on the compliance screen and the dashboard. */
import { beforeAll, describe, expect } from 'vitest';
import type { Asset, LoginResponse } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import {
  expectHidden,
  expectPath,
  expectVisible,
  openSignedIn,
  pickLocation,
  row,
  statValue,
  toast,
} from '../support/app';
import { browserSuite } from '../support/browser';
import { createRegisteredAsset, dayFromToday, overdueCount } from '../support/compliance';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite();

describe('inspection plans and the compliance screen, on a desktop', () => {
  let session: LoginResponse;
  let admin: Api;
  let raft: Asset;
  let type = '';
  let location = '';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    type = unique('Life Raft');
    location = unique('Pilot Station');
    // In service two years ago and never serviced: a 12-month plan finds it a year overdue.
    raft = await createRegisteredAsset(admin, {
      name: unique('Raft'),
      type,
      location,
      inServiceOn: dayFromToday(0, -2),
    });
    session = await login(baseUrl, 'admin', fileServer().adminPassword);
  });

  test('a plan for a type, made in the form, lists its overdue asset; the list filters to it and opens its page', async ({
    page,
  }) => {
    const planName = unique('Life raft annual service');
    await openSignedIn(page, session, '/admin/dashboard');
    await page.getByRole('link', { name: 'Inspection plans' }).click();
    await expectPath(page, '/admin/inspection-plans');
    await page.getByRole('button', { name: 'Add Plan' }).click();
    const form = page.getByRole('dialog', { name: 'Add Inspection Plan' });
    await form.getByLabel('Name').fill(planName);
    await form.getByLabel('Reference').fill('SOLAS III/20.8');
    await form.getByLabel('Interval: count').fill('12');
    await form.getByLabel('Interval: unit').selectOption('months');
    await expectVisible(form.getByText('Reads: every 12 months'));
    await form.getByRole('button', { name: 'Add checklist item' }).click();
    await form.getByLabel('Checklist item 1').fill('Canister and lashings intact');
    await form.getByRole('button', { name: 'Add checklist item' }).click();
    await form.getByLabel('Checklist item 2').fill('Service certificate on board');
    await form.getByRole('button', { name: 'Move item 2 up' }).click();
    await expect(form.getByLabel('Checklist item 1').inputValue()).resolves.toBe(
      'Service certificate on board',
    );
    await form.getByRole('button', { name: type, exact: true }).click();
    await expectAccessible(page, 'inspection plan form');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await expectVisible(toast(page, 'Inspection plan created'));
    await expectHidden(form);

    const planRow = row(page, planName);
    await expectVisible(planRow.getByText('every 12 months', { exact: true }));
    await expectVisible(planRow.getByText(type, { exact: true }));
    await expectVisible(planRow.getByText('2 items', { exact: true }));
    // The Assets column: the one asset of that type.
    await expect(planRow.getByRole('cell').nth(3).innerText()).resolves.toBe('1');
    await expectAccessible(page, 'inspection plans');

    // The dashboard counts it, and its card opens the list of what is overdue.
    const overdue = await overdueCount(admin, 'admin');
    expect(overdue).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => statValue(page, 'Overdue'), { timeout: 10_000 }).toBe(overdue);
    await page.getByRole('link', { name: /Overdue/ }).click();
    await expectPath(page, '/admin/compliance');
    expect(new URL(page.url()).searchParams.get('status')).toBe('overdue');

    await page.getByLabel('Type').selectOption(type);
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe(type);
    await expectVisible(page.getByText('Showing 1 to 1 of 1 results'));
    const item = row(page, raft.name);
    await expectVisible(item.getByText('Overdue', { exact: true }));
    await expectVisible(item.getByText(planName, { exact: true }));
    await expectVisible(item.getByText(dayFromToday(0, -1), { exact: true }));
    await expectAccessible(page, 'compliance screen');

    // Nothing of this type is OK yet.
    await page.getByLabel('Status').selectOption('ok');
    await expectVisible(page.getByText('No due items match these filters.'));
    await page.getByLabel('Status').selectOption('overdue');
    await page.getByRole('link', { name: raft.name }).click();
    await expectPath(page, `/admin/assets/${raft._id}`);
  });

  test('the register fields go through the asset form and back, and a cleared one is removed', async ({
    page,
  }) => {
    const name = unique('EPIRB');
    await openSignedIn(page, session, '/admin/assets');
    await page.getByRole('button', { name: 'Add Asset' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Asset' });
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Type').fill('EPIRB');
    await pickLocation(add, 'Location', location);
    await expectVisible(add.getByRole('group', { name: 'Register details' }));
    await add.getByLabel('Serial number').fill('ACR-2774-0091');
    await add.getByLabel('Manufacturer').fill('ACR Electronics');
    await add.getByLabel('Model').fill('GlobalFix V5');
    await add.getByLabel('Date of manufacture').fill('2022-03-14');
    await add.getByLabel('Date in service').fill('2022-06-01');
    await add.getByLabel('Critical equipment (ISM Code 10)').check();
    await add.getByLabel('Notes').fill('Bridge wing, starboard.\nBattery expires 2027-03.');
    await expectAccessible(page, 'asset form with register details');
    await add.getByRole('button', { name: 'Add Asset' }).click();
    await expectVisible(toast(page, 'Asset added successfully'));
    await expectHidden(add);

    const stored = (await admin.listAssets()).find((asset) => asset.name === name);
    expect(stored).toMatchObject({
      serialNumber: 'ACR-2774-0091',
      manufacturer: 'ACR Electronics',
      model: 'GlobalFix V5',
      manufacturedOn: '2022-03-14',
      inServiceOn: '2022-06-01',
      critical: true,
      notes: 'Bridge wing, starboard.\nBattery expires 2027-03.',
    });

    await page.getByRole('searchbox', { name: 'Search assets...' }).fill(name);
    await row(page, name)
      .getByRole('button', { name: `View ${name}` })
      .click();
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await expectVisible(details.getByText('ACR-2774-0091', { exact: true }));
    await expectVisible(details.getByText('2022-06-01', { exact: true }));
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Asset' });
    await expect(edit.getByLabel('Model').inputValue()).resolves.toBe('GlobalFix V5');
    await expect(edit.getByLabel('Critical equipment (ISM Code 10)').isChecked()).resolves.toBe(true);
    await edit.getByLabel('Manufacturer').fill('');
    await edit.getByLabel('Critical equipment (ISM Code 10)').uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toast(page, 'Asset updated successfully'));
    const edited = await admin.getAsset(stored!._id);
    expect(edited).toMatchObject({ manufacturer: null, critical: false, model: 'GlobalFix V5' });
  });
});
