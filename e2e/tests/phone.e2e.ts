/** The main flows on a phone (390x844): the sidebar is a drawer behind a toggle; lists page with Previous/Next only. */
import { beforeAll, describe, expect } from 'vitest';
import type { LoginResponse } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import {
  expectPath,
  expectVisible,
  openSignedIn,
  row,
  search,
  signInThroughForm,
  toast,
} from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite({ viewport: PHONE });

describe('phone', () => {
  let session: LoginResponse;
  let password = '';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    password = fileServer().adminPassword;
    const admin = await Api.as(baseUrl, 'admin', password);
    const tag = unique('Channel Marker');
    for (let index = 1; index <= 12; index++) {
      await admin.createAsset({
        name: `${tag} ${String(index).padStart(2, '0')}`,
        type: 'Buoy',
        location: 'Approach Channel',
      });
    }
    session = await login(baseUrl, 'admin', password);
  });

  test('sign in, open the sidebar with its toggle, navigate, and it closes', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, 'admin', password);
    await expectVisible(toast(page, 'Welcome back!'));
    await expectPath(page, '/admin/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    expect(await sidebar.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(0);

    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.click();
    await expect
      .poll(() => sidebar.evaluate((element) => Math.round(element.getBoundingClientRect().left)))
      .toBe(0);
    await sidebar.getByRole('link', { name: 'Users' }).click();
    await expectPath(page, '/admin/users');
    await expect
      .poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().right))
      .toBeLessThanOrEqual(0);
    await expectVisible(page.getByRole('heading', { name: 'Users', exact: true }));

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect
      .poll(() => sidebar.evaluate((element) => Math.round(element.getBoundingClientRect().left)))
      .toBe(0);
    await expectAccessible(page, 'phone sidebar open');
    await sidebar.getByRole('button', { name: 'Close navigation' }).click();
    await expect
      .poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().right))
      .toBeLessThanOrEqual(0);
  });

  test('the asset list pages with Previous and Next only', async ({ page, admin }) => {
    const total = (await admin.listAssets()).length;
    expect(total).toBeGreaterThan(10);
    await openSignedIn(page, session, '/admin/assets');
    await expectVisible(page.getByText(`Showing 1 to 10 of ${total} results`));
    await expect(page.getByRole('button', { name: 'Page 1', exact: true }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByText(`Showing 11 to ${Math.min(20, total)} of ${total} results`));
    await expectAccessible(page, 'phone asset list');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectVisible(page.getByText(`Showing 1 to 10 of ${total} results`));
  });

  test('the asset details, the users list and the scanner fit a phone', async ({ page }) => {
    await openSignedIn(page, session, '/admin/users');
    await search(page, 'Search users...', 'admin');
    await expectVisible(row(page, 'admin'));
    await expectAccessible(page, 'phone users screen');
    await page.goto('/admin/scan');
    await expectVisible(page.getByRole('heading', { name: 'Scan Asset QR Code' }));
    await expectAccessible(page, 'phone scan page');
    await page.goto('/admin/download');
    await expectVisible(page.getByRole('heading', { name: 'User QR Codes' }));
    await expect(page.getByRole('button', { name: 'Page 1', exact: true }).count()).resolves.toBe(0);
    const horizontalOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(horizontalOverflow).toBeLessThanOrEqual(0);
  });
});
