/** The organisation dashboard: its figures are the API's, and they move with what the admin just did. */
import { describe, expect } from 'vitest';
import { expectAccessible } from '../support/a11y';
import { login } from '../support/api';
import {
  expectHidden,
  expectVisible,
  openSignedIn,
  panel,
  pickLocation,
  progressPercent,
  statValue,
  toast,
} from '../support/app';
import { browserSuite } from '../support/browser';
import { unique } from '../support/fixtures-data';

const test = browserSuite();

const percent = (count: number, total: number) => Math.round((count / Math.max(total, 1)) * 100);

describe('admin dashboard', () => {
  test('the figures match the API and reflect an asset just added and assigned', async ({
    page,
    admin,
    baseUrl,
    adminPassword,
  }) => {
    const holder = unique('ahmed');
    await admin.createUser(holder, 'crew-member-pass');
    await openSignedIn(page, await login(baseUrl, 'admin', adminPassword), '/admin/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Welcome back, admin!' }));
    const before = await admin.adminDashboard();
    expect(await statValue(page, 'Total Assets')).toBe(before.stats.totalAssets);
    expect(await statValue(page, 'Active Users')).toBe(before.distributions.byUser.length);

    // Add a Reservable asset and an assigned one through the UI.
    const reservable = unique('Mooring Buoy');
    const assigned = unique('Patrol Boat');
    const location = unique('West Pier');
    await admin.createLocation({ name: location, kind: 'quay' });
    await page.getByRole('link', { name: 'Assets', exact: true }).click();
    for (const [name, assignee] of [
      [reservable, ''],
      [assigned, holder],
    ] as const) {
      await page.getByRole('button', { name: 'Add Asset' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Asset' });
      await add.getByLabel('Name').fill(name);
      await add.getByLabel('Type').fill('Dashboard Test');
      await pickLocation(add, 'Location', location);
      if (assignee) await add.getByLabel('Assigned To').selectOption({ label: assignee });
      else await add.getByLabel('Status').selectOption('Reservable');
      await add.getByRole('button', { name: 'Add Asset' }).click();
      await expectVisible(toast(page, 'Asset added successfully'));
      await expectHidden(add);
    }

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const after = await admin.adminDashboard();
    const { stats } = after;
    expect(stats.totalAssets).toBe(before.stats.totalAssets + 2);
    expect(stats.reservableAssets).toBe(before.stats.reservableAssets + 1);
    expect(stats.assetsInUse).toBe(before.stats.assetsInUse + 1);
    // What the user sees once the page has its data (a cached figure may show first).
    await expect.poll(() => statValue(page, 'Total Assets'), { timeout: 10_000 }).toBe(stats.totalAssets);
    expect(await statValue(page, 'Assets In Use')).toBe(stats.assetsInUse);
    expect(await statValue(page, 'Available Assets')).toBe(stats.availableAssets);
    expect(await statValue(page, 'Reservable Assets')).toBe(stats.reservableAssets);
    expect(await statValue(page, 'Active Users')).toBe(after.distributions.byUser.length);

    const status = panel(page, 'Asset Status');
    expect(await progressPercent(status, 'In Use')).toBe(percent(stats.assetsInUse, stats.totalAssets));
    expect(await progressPercent(status, 'Available')).toBe(
      percent(stats.availableAssets, stats.totalAssets),
    );
    expect(await progressPercent(status, 'Under Maintenance')).toBe(
      percent(stats.assetsUnderMaintenance, stats.totalAssets),
    );
    expect(await progressPercent(status, 'Reservable')).toBe(
      percent(stats.reservableAssets, stats.totalAssets),
    );
    expect(await progressPercent(panel(page, 'Asset Distribution by Type'), 'Dashboard Test')).toBe(
      percent(2, stats.totalAssets),
    );
    expect(await progressPercent(panel(page, 'Asset Distribution by Location'), location)).toBe(
      percent(2, stats.totalAssets),
    );

    // Recent activity names both assets and who did it; the holder appears among the users.
    const activity = page.getByRole('list', { name: 'Recent activity' });
    await expectVisible(activity.getByRole('listitem').filter({ hasText: reservable }));
    await expectVisible(activity.getByRole('listitem').filter({ hasText: assigned }));
    await expectVisible(
      activity.getByRole('listitem').filter({ hasText: assigned }).getByText('admin', { exact: true }),
    );
    await expectVisible(activity.getByText(/minutes? ago|hours? ago|days? ago|just now/).first());
    const users = panel(page, 'Top Users by Asset Count');
    if (after.distributions.byUser.length > 5) await users.getByRole('button', { name: /^Show all/ }).click();
    const holderRow = users.getByRole('row').filter({ has: page.getByText(holder, { exact: true }) });
    await expectVisible(holderRow.getByText(`${percent(1, stats.totalAssets)}%`, { exact: true }));
    await expectAccessible(page, 'admin dashboard');
  });
});
