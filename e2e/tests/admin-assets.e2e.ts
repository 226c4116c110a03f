/**
 * The admin's asset register: add with an image and an assignee, find it, edit it, delete it; and the same
 * edit and delete from the asset's own page, on a phone and at a desk.
 */
import { describe, expect } from 'vitest';
import { expectAccessible } from '../support/a11y';
import { login } from '../support/api';
import {
  expectHidden,
  expectVisible,
  imageLoaded,
  openSignedIn,
  pickLocation,
  row,
  searchAssets,
  toast,
} from '../support/app';
import { browserSuite, DESKTOP, PHONE } from '../support/browser';
import { gradientPng, unique } from '../support/fixtures-data';

const test = browserSuite();

describe('admin assets', () => {
  test('add an asset with an image and an assignee, see it, edit it and delete it', async ({
    page,
    admin,
    baseUrl,
    adminPassword,
  }) => {
    const holder = unique('maria');
    await admin.createUser(holder, 'crew-member-pass');
    // Locations are arranged on their own screen; the asset form picks one.
    await admin.createLocation({ name: 'East Basin', kind: 'area' });
    await admin.createLocation({ name: 'Dry Dock 2', kind: 'site' });
    const name = unique('Tug Harbour Star');
    await openSignedIn(page, await login(baseUrl, 'admin', adminPassword), '/admin/assets');
    await expectVisible(page.getByRole('heading', { name: 'Assets', exact: true }));
    await expectAccessible(page, 'admin asset list');

    // Add: the required fields are checked before anything is sent.
    await page.getByRole('button', { name: 'Add Asset' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Asset' });
    await expectVisible(add);
    await add.getByRole('button', { name: 'Add Asset' }).click();
    await expectVisible(toast(page, 'Name, type, and location are required fields'));
    await expectAccessible(page, 'Add New Asset dialog');

    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Type').fill('Tug');
    await pickLocation(add, 'Location', 'East Basin');
    expect(await add.getByLabel('Status').inputValue()).toBe('Available');
    await add.getByLabel('Assigned To').selectOption({ label: holder });
    expect(await add.getByLabel('Status').inputValue()).toBe('In Use');
    await expect(add.getByLabel('Status').isDisabled()).resolves.toBe(true);
    await add.getByLabel('Asset Image').setInputFiles({
      name: 'tug.png',
      mimeType: 'image/png',
      buffer: gradientPng(320, 240, [20, 90, 160]),
    });
    await add.getByRole('button', { name: 'Add Asset' }).click();
    await expectVisible(toast(page, 'Asset added successfully'));
    await expectHidden(add);

    // In the list with its thumbnail, status and holder.
    await searchAssets(page, name);
    const listed = row(page, name);
    await expectVisible(listed);
    await expectVisible(listed.getByText('In Use', { exact: true }));
    await expectVisible(listed.getByText(holder, { exact: true }));
    const thumbnail = listed.locator('img').first();
    expect(await imageLoaded(thumbnail)).toBe(true);
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/uploads\//);
    const created = (await admin.listAssets()).find((asset) => asset.name === name);
    expect(created).toMatchObject({
      type: 'Tug',
      location: 'East Basin',
      status: 'In Use',
      assignedToName: holder,
    });
    expect(created?.assetImage).toBeTruthy();

    // Details: Edit and Delete beside Close; both images load.
    await listed.getByRole('button', { name: `View ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    expect(await imageLoaded(details.getByRole('img', { name: `Image of ${name}` }))).toBe(true);
    expect(await imageLoaded(details.getByRole('img', { name: `QR code of ${name}` }))).toBe(true);
    await details.getByRole('button', { name: 'Edit', exact: true }).click();

    // Edit: unassigning leaves the status as it was; then the status changes.
    const edit = page.getByRole('dialog', { name: 'Edit Asset' });
    await expectVisible(edit);
    expect(await edit.getByLabel('Name').inputValue()).toBe(name);
    await edit.getByLabel('Assigned To').selectOption({ label: 'Not Assigned' });
    expect(await edit.getByLabel('Status').inputValue()).toBe('In Use');
    await edit.getByLabel('Status').selectOption('Under Maintenance');
    await pickLocation(edit, 'Location', 'Dry Dock 2');
    await expectAccessible(page, 'Edit Asset dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toast(page, 'Asset updated successfully'));
    await expectVisible(listed.getByText('Under Maintenance', { exact: true }));
    await expectVisible(listed.getByText('Not Assigned', { exact: true }));
    await expectVisible(listed.getByText('Dry Dock 2', { exact: true }));
    const edited = await admin.getAsset(created!._id);
    expect(edited).toMatchObject({ status: 'Under Maintenance', assignedTo: null, location: 'Dry Dock 2' });
    expect(edited.assetImage).toBe(created?.assetImage);

    // Delete, with the confirmation text.
    await listed.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Asset' });
    await expectVisible(
      confirm.getByText(`Are you sure you want to delete ${name}? This action cannot be undone.`),
    );
    await expectAccessible(page, 'delete asset confirmation');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectVisible(toast(page, 'Asset deleted successfully'));
    await expectVisible(page.getByText('No assets found'));
    expect(await admin.findAsset(created!._id)).toBeUndefined();
  });

  test('Cancel on the delete confirmation keeps the asset', async ({
    page,
    admin,
    baseUrl,
    adminPassword,
  }) => {
    const asset = await admin.createAsset({
      name: unique('Crane QC'),
      type: 'Crane',
      location: 'Container Terminal',
    });
    await openSignedIn(page, await login(baseUrl, 'admin', adminPassword), '/admin/assets');
    await searchAssets(page, asset.name);
    await row(page, asset.name)
      .getByRole('button', { name: `Delete ${asset.name}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete Asset' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expectHidden(page.getByRole('alertdialog'));
    expect(await admin.findAsset(asset._id)).toBeDefined();
  });

  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desk', DESKTOP],
  ] as const)
    test(`on a ${device}, the asset's own page edits its status and holder, and deletes it`, async ({
      page,
      admin,
      baseUrl,
      adminPassword,
    }) => {
      await page.setViewportSize(viewport);
      const holder = await admin.createUser(unique('pilot'), 'crew-member-pass');
      const asset = await admin.createAsset({
        name: unique('Pilot Boat Los'),
        type: 'Pilot Boat',
        location: 'Pilot Station',
      });
      await openSignedIn(page, await login(baseUrl, 'admin', adminPassword), `/admin/assets/${asset._id}`);
      const edit = page.getByRole('button', { name: `Edit ${asset.name}` });
      // Under the asset's name, in the first screen, a target for a thumb.
      const box = (await edit.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

      await edit.click();
      const form = page.getByRole('dialog', { name: 'Edit Asset' });
      await form.getByLabel('Status').selectOption('Under Maintenance');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisible(toast(page, 'Asset updated successfully'));
      await expectHidden(form);
      await expectVisible(page.getByText('Under Maintenance').first());
      await expect.poll(async () => (await admin.getAsset(asset._id)).status).toBe('Under Maintenance');

      await edit.click();
      await form.getByLabel('Assigned To').selectOption({ label: holder.username });
      await form.getByRole('button', { name: 'Save Changes' }).click();
      // The first save's toast may still be up: the asset itself says when this one is saved.
      await expect
        .poll(async () => {
          const { assignedTo, status } = await admin.getAsset(asset._id);
          return { assignedTo, status };
        })
        .toEqual({ assignedTo: holder._id, status: 'In Use' });
      await expectHidden(form);
      await expectAccessible(page, `asset page with its actions (${device})`);

      await page.getByRole('button', { name: `Delete ${asset.name}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete Asset' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expectVisible(toast(page, 'Asset deleted successfully'));
      await page.waitForURL(/\/admin\/assets$/);
      expect(await admin.findAsset(asset._id)).toBeUndefined();
    });
});
