/**
 * Navigation for a thumb and for a desk: a phone's bottom bar opens the camera in one tap and offers the
 * places used most; the sidebar is grouped, scrolls on a short screen and keeps the open place in view.
 */
import { beforeAll, describe, expect } from 'vitest';
import type { LoginResponse } from '@harbour/contract';
import { login } from '../support/api';
import { expectPath, expectVisible, openSignedIn } from '../support/app';
import { expectAccessible } from '../support/a11y';
import { browserSuite, PHONE } from '../support/browser';
import { fileServer } from '../support/file-server';

const test = browserSuite({
  viewport: PHONE,
  launchArgs: () => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});

describe('navigation', () => {
  let admin: LoginResponse;
  beforeAll(async () => {
    admin = await login(fileServer().baseUrl, 'admin', fileServer().adminPassword);
  });

  test("a phone's bottom bar: Scan opens the camera in one tap, every target 48 px, the places used most", async ({
    page,
  }) => {
    await openSignedIn(page, admin, '/admin/dashboard');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await expectVisible(bar);
    expect(await bar.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Assets',
      'Scan',
      'Compliance',
    ]);
    for (const target of [
      ...(await bar.getByRole('link').all()),
      bar.getByRole('button', { name: 'Menu' }),
    ]) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
    }
    await expectAccessible(page, 'dashboard with the bottom bar, phone');

    await bar.getByRole('link', { name: 'Scan' }).click();
    await expectPath(page, '/admin/scan');
    await expect
      .poll(() => page.getByTestId('camera-view').getAttribute('data-scanner-state'), { timeout: 20_000 })
      .toBe('scanning');

    // Rounds, used more than the others, takes a place on the bar (drawn in the sidebar's order).
    for (let visit = 0; visit < 3; visit += 1) {
      await page.goto('/admin/rounds');
      await expectVisible(page.getByRole('heading', { level: 1 }));
    }
    expect(await bar.getByRole('link').allInnerTexts()).toEqual(['Dashboard', 'Assets', 'Scan', 'Rounds']);

    // The menu opens the whole sidebar.
    await bar.getByRole('button', { name: 'Menu' }).click();
    await expectVisible(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'API tokens' }),
    );
  });

  test('at a desk the sidebar is grouped, scrolls at 720 px high and keeps the open place in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openSignedIn(page, admin, '/admin/api-tokens');
    expect(await page.getByRole('navigation', { name: 'Shortcuts' }).isVisible()).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const heading of ['Compliance', 'Field work', 'Administration'])
      await expectVisible(nav.getByText(heading, { exact: true }));
    // The first group is the product's first screens, in their order.
    expect((await nav.getByRole('link').allInnerTexts()).slice(0, 5)).toEqual([
      'Dashboard',
      'Assets',
      'QR Scanner',
      'Users',
      'Download QR',
    ]);
    const active = nav.getByRole('link', { name: 'API tokens' });
    await expectVisible(active);
    const [navBox, activeBox] = [(await nav.boundingBox())!, (await active.boundingBox())!];
    expect(activeBox.y).toBeGreaterThanOrEqual(navBox.y);
    expect(activeBox.y + activeBox.height).toBeLessThanOrEqual(navBox.y + navBox.height);
    // Everything in the sidebar reachable: its navigation scrolls, the account and Logout stay on the screen.
    expect(await nav.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    const logout = (await page.getByRole('button', { name: 'Logout' }).boundingBox())!;
    expect(logout.y + logout.height).toBeLessThanOrEqual(720);
  });
});
