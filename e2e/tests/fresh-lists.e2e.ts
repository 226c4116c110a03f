/**
 * A change shows on the next screen at once: the lists a change makes stale are never shown from the cache,
 * so the screen's first rows after a client-side navigation already carry the change (no reload, no wait).
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect } from 'vitest';
import type { LoginResponse } from '@harbour/contract';
import { Api, login } from '../support/api';
import {
  expectHidden,
  expectPath,
  expectVisible,
  openSignedIn,
  row,
  search,
  searchAssets,
  toast,
} from '../support/app';
import { browserSuite } from '../support/browser';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite();

/** From now on, records whether `text` is ever on the page (read back with sawText). */
async function watchForText(page: Page, text: string): Promise<void> {
  await page.evaluate((watched) => {
    const seen = () => document.body.innerText.includes(watched);
    Reflect.set(window, '__sawWatchedText', seen());
    new MutationObserver(() => {
      if (seen()) Reflect.set(window, '__sawWatchedText', true);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
}

const sawText = (page: Page) => page.evaluate(() => Reflect.get(window, '__sawWatchedText') === true);

/** Follows a sidebar link (client-side navigation: the cache survives, as it does for a person). */
async function goTo(page: Page, link: string, pathname: string): Promise<void> {
  await page.getByRole('link', { name: link, exact: true }).click();
  await expectPath(page, pathname);
}

describe('lists after a change', () => {
  let session: LoginResponse;
  let holder = '';
  let holderId = '';
  let assetName = '';

  beforeEach(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    holder = unique('kim');
    holderId = (await admin.createUser(holder, 'crew-member-pass'))._id;
    assetName = unique('Channel Buoy');
    await admin.createAsset({ name: assetName, type: 'Buoy', location: 'Fairway', assignedTo: holderId });
    session = await login(baseUrl, 'admin', fileServer().adminPassword);
  });

  test('an asset renamed on Assets shows with its new name on Download QR at once', async ({ page }) => {
    await openSignedIn(page, session, '/admin/download');
    await search(page, 'Search users by username...', holder);
    await expectVisible(row(page, holder).getByText(`${assetName} - Fairway`));

    await goTo(page, 'Assets', '/admin/assets');
    await searchAssets(page, assetName);
    await row(page, assetName)
      .getByRole('button', { name: `Edit ${assetName}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Asset' });
    const newName = unique('Fairway Beacon');
    await edit.getByLabel('Name').fill(newName);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toast(page, 'Asset updated successfully'));
    await expectHidden(edit);

    await watchForText(page, assetName);
    await goTo(page, 'Download QR', '/admin/download');
    await search(page, 'Search users by username...', holder);
    await expectVisible(row(page, holder).getByText(`${newName} - Fairway`));
    expect(await sawText(page), 'the old name was shown').toBe(false);
  });

  test('a user renamed on Users shows as the new assignee name on Assets at once', async ({ page }) => {
    await openSignedIn(page, session, '/admin/assets');
    await searchAssets(page, assetName);
    await expectVisible(row(page, assetName).getByText(holder, { exact: true }));

    await goTo(page, 'Users', '/admin/users');
    await search(page, 'Search users...', holder);
    await row(page, holder)
      .getByRole('button', { name: `Edit ${holder}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    const newName = unique('lee');
    await edit.getByLabel('Username').fill(newName);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toast(page, 'User updated successfully'));
    await expectHidden(edit);

    await watchForText(page, holder);
    await goTo(page, 'Assets', '/admin/assets');
    await searchAssets(page, assetName);
    await expectVisible(row(page, assetName).getByText(newName, { exact: true }));
    expect(await sawText(page), 'the old assignee name was shown').toBe(false);
  });
});
