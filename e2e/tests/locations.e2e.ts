/**
 * Locations as a tree, on a phone and at a desk: an administrator arranges a port (a port, two quays, a store
 * on one quay moved to the other through "Move under…", a rename), creates an asset in the store through the
 * location picker and sees it counted under the port. At the desk a row is also dragged onto another.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y';
import { login } from '../support/api';
import { expectHidden, expectVisible, openSignedIn, pickLocation, toast } from '../support/app';
import { browserSuite, DESKTOP, PHONE } from '../support/browser';
import { unique } from '../support/fixtures-data';

const test = browserSuite();

/** A location's row, by its full path. */
const rowOf = (page: Page, path: string) => page.locator(`[data-location="${path}"]`);

/**
 * One of a row's actions: at a desk its own button (named with the location), on a phone an item of the
 * row's menu (its button 48 px square).
 */
async function rowAction(page: Page, phone: boolean, name: string, desk: string, menu: string) {
  if (!phone) {
    await page.getByRole('button', { name: desk, exact: true }).click();
    return;
  }
  const button = page.getByRole('button', { name: `Actions for ${name}`, exact: true });
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await button.click();
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
}

async function addLocation(page: Page, name: string, kind: string) {
  const dialog = page.getByRole('dialog', { name: 'Add location' });
  await dialog.getByLabel('Name').fill(name);
  expect(await dialog.getByLabel('Kind').inputValue()).toBe(kind);
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expectVisible(toast(page, `Location ${name} added`));
  await expectHidden(dialog);
}

describe('locations as a tree', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desk', DESKTOP],
  ] as const) {
    test(`on a ${device}, an administrator arranges a port and files an asset in its store`, async ({
      page,
      admin,
      baseUrl,
      adminPassword,
    }) => {
      const phone = device === 'phone';
      await page.setViewportSize(viewport);
      const port = unique('Bergen');
      const [quayA, quayB, store] = [unique('Quay A'), unique('Quay B'), unique('Store')];
      await openSignedIn(page, await login(baseUrl, 'admin', adminPassword), '/admin/locations');

      // The port at the top level, two quays inside it, a store inside the first quay.
      await page.getByRole('button', { name: 'Add location' }).click();
      await addLocation(page, port, 'port');
      for (const quay of [quayA, quayB]) {
        await rowAction(page, phone, port, `Add a location inside ${port}`, 'Add inside');
        await addLocation(page, quay, 'quay');
      }
      await rowAction(page, phone, quayA, `Add a location inside ${quayA}`, 'Add inside');
      await addLocation(page, store, 'store');
      await expectVisible(rowOf(page, `${port} / ${quayA} / ${store}`));
      await expectAccessible(page, `Locations screen (${device})`);

      // The store moves to the other quay, through the picker of "Move under…".
      await rowAction(page, phone, store, `Move ${store} under another location`, 'Move under…');
      const move = page.getByRole('dialog', { name: `Move ${store}` });
      await pickLocation(move, 'New place above it', `${port} / ${quayB}`);
      await move.getByRole('button', { name: 'Move', exact: true }).click();
      await expectVisible(toast(page, `${store} moved to ${port} / ${quayB}`));
      await expectHidden(move);

      // The emptied quay is renamed.
      const renamed = `${quayA} North`;
      await rowAction(page, phone, quayA, `Rename or edit ${quayA}`, 'Rename / edit');
      const edit = page.getByRole('dialog', { name: 'Edit location' });
      await edit.getByLabel('Name').fill(renamed);
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expectVisible(toast(page, 'Location saved'));
      await expectVisible(rowOf(page, `${port} / ${renamed}`));

      // An asset filed in the store through the asset form's picker, then counted under the port.
      const storePath = `${port} / ${quayB} / ${store}`;
      await page.goto('/admin/assets');
      await page.getByRole('button', { name: 'Add Asset' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Asset' });
      await add.getByLabel('Name').fill(unique('Fire extinguisher'));
      await add.getByLabel('Type').fill('Fire Extinguisher');
      await pickLocation(add, 'Location', storePath);
      await add.getByRole('button', { name: 'Add Asset' }).click();
      await expectVisible(toast(page, 'Asset added successfully'));
      await page.goto('/admin/locations');
      await expectVisible(rowOf(page, port).getByText('Assets: 0 here · 1 in all'));
      const tree = await admin.listLocations();
      const byPath = new Map(tree.map((location) => [location.path, location]));
      expect(byPath.get(storePath)).toMatchObject({ assetCount: 1, kind: 'store' });
      expect(byPath.get(storePath)?.parentId).toBe(byPath.get(`${port} / ${quayB}`)?._id);

      if (!phone) {
        // At a desk a row dragged onto another moves there too.
        await rowOf(page, `${port} / ${renamed}`).dragTo(rowOf(page, `${port} / ${quayB}`));
        await expectVisible(toast(page, `${renamed} moved to ${port} / ${quayB}`));
        await expectVisible(rowOf(page, `${port} / ${quayB} / ${renamed}`));
      }
    });
  }
});
