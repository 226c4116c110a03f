/** An employee: their dashboard, the asset list (search, paging, details), the areas they may not open. */
import { beforeAll, describe, expect } from 'vitest';
import type { LoginResponse } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import {
  expectPath,
  expectVisible,
  imageLoaded,
  openSignedIn,
  panel,
  progressPercent,
  row,
  searchAssets,
  statValue,
} from '../support/app';
import { browserSuite } from '../support/browser';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite();
const PASSWORD = 'crew-member-pass';

describe('employee', () => {
  let session: LoginResponse;
  let tag = '';
  const quay = unique('North Quay');
  const store = unique('Stores');

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const username = unique('erik');
    const user = await admin.createUser(username, PASSWORD);
    tag = unique('Lifebuoy');
    // Three assets for the employee: two In Use (assignment sets it), one then sent to maintenance.
    await admin.createAsset({
      name: `${tag} Pilot Boat`,
      type: 'Vessel',
      location: quay,
      assignedTo: user._id,
    });
    await admin.createAsset({
      name: `${tag} VHF Radio`,
      type: 'Radio',
      location: store,
      assignedTo: user._id,
    });
    const raft = await admin.createAsset({
      name: `${tag} Life Raft`,
      type: 'Life Raft',
      location: quay,
      assignedTo: user._id,
    });
    await admin.updateAsset(raft._id, {
      name: raft.name,
      type: raft.type,
      location: raft.location,
      status: 'Under Maintenance',
    });
    // Ten more, unassigned, so that the search for the tag spans two pages.
    for (let index = 1; index <= 10; index++) {
      await admin.createAsset({
        name: `${tag} Buoy ${String(index).padStart(2, '0')}`,
        type: 'Buoy',
        location: 'Outer Harbour',
      });
    }
    session = await login(baseUrl, username, PASSWORD);
  });

  test('the dashboard figures match the assets assigned to them', async ({ page }) => {
    await openSignedIn(page, session, '/user/dashboard');
    await expectVisible(page.getByRole('heading', { name: `Welcome back, ${session.username}!` }));
    await expectVisible(page.getByText("Here's your dashboard overview.."));
    expect(await statValue(page, 'Assigned Assets')).toBe(3);
    expect(await statValue(page, 'Assets In Use')).toBe(2);
    expect(await statValue(page, 'Under Maintenance')).toBe(1);
    expect(await statValue(page, 'Active Locations')).toBe(2);

    const status = panel(page, 'My Asset Status');
    expect(await progressPercent(status, 'In Use')).toBe(67);
    expect(await progressPercent(status, 'Under Maintenance')).toBe(33);
    const byLocation = panel(page, 'My Assets by Location');
    await expectVisible(byLocation.getByText('2 items'));
    expect(await progressPercent(byLocation, quay)).toBe(67);
    expect(await progressPercent(byLocation, store)).toBe(33);
    await expectVisible(page.getByRole('heading', { name: 'Recent Activity' }));
    await expectAccessible(page, 'employee dashboard');
  });

  test('the asset list searches, pages by ten and opens the details', async ({ page }) => {
    await openSignedIn(page, session, '/user/assets');
    await expectVisible(page.getByRole('heading', { name: 'Assets', exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Filters' }));
    await searchAssets(page, tag.toUpperCase());
    await expectVisible(page.getByText('Showing 1 to 10 of 13 results'));
    expect(await page.getByRole('row').count()).toBe(11);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByText('Showing 11 to 13 of 13 results'));
    await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expectVisible(page.getByText('Showing 1 to 10 of 13 results'));

    await searchAssets(page, `${tag} life raft`);
    await expectVisible(page.getByText('Showing 1 to 1 of 1 results'));
    const raft = row(page, `${tag} Life Raft`);
    await expectVisible(raft.getByText('Under Maintenance'));
    await expectVisible(raft.getByText(session.username, { exact: true }));
    await expectAccessible(page, 'employee asset list');

    await raft.getByRole('button', { name: `View ${tag} Life Raft` }).click();
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await expectVisible(details);
    for (const text of [`${tag} Life Raft`, 'Life Raft', quay, 'Under Maintenance', session.username]) {
      await expectVisible(details.getByText(text, { exact: true }));
    }
    expect(await imageLoaded(details.getByRole('img', { name: `QR code of ${tag} Life Raft` }))).toBe(true);
    await expectAccessible(page, 'asset details modal');
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(details.count()).resolves.toBe(0);

    await searchAssets(page, `${tag} Buoy 03`);
    await row(page, `${tag} Buoy 03`)
      .getByRole('button', { name: `View ${tag} Buoy 03` })
      .click();
    await expectVisible(
      page.getByRole('dialog', { name: 'Asset Details' }).getByText('Not assigned', { exact: true }),
    );
    await expectVisible(
      page.getByRole('dialog', { name: 'Asset Details' }).getByText('Not Assigned', { exact: true }),
    );

    await page.keyboard.press('Escape');
    await searchAssets(page, unique('nothing-like-this'));
    await expectVisible(page.getByText('No assets found'));
  });

  test('an employee cannot open the admin area', async ({ page }) => {
    await openSignedIn(page, session, '/user/dashboard');
    for (const path of [
      '/admin/dashboard',
      '/admin/assets',
      '/admin/users',
      '/admin/download',
      '/admin/scan',
    ]) {
      await page.goto(path);
      await expectPath(page, '/unauthorized');
    }
    await expectVisible(page.getByRole('heading', { name: 'Access Restricted' }));
  });

  test('the sidebar shows their name, role and navigation, and Logout goes home', async ({ page }) => {
    await openSignedIn(page, session, '/user/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expectVisible(sidebar.getByText(session.username, { exact: true }));
    await expectVisible(sidebar.getByText('user', { exact: true }));
    const nav = sidebar.getByRole('navigation', { name: 'Main navigation' });
    // The spec's three items first, in its order; what the product adds comes after them.
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Assets',
      'QR Scanner',
      'Compliance',
      'Rounds',
      'Map',
    ]);
    await nav.getByRole('link', { name: 'QR Scanner' }).click();
    await expectPath(page, '/user/scan');
    await expectVisible(page.getByRole('heading', { name: 'Scan Asset QR Code' }));
    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/');
  });
});
