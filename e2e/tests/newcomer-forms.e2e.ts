/**
 * Forms a newcomer could not get right, on a phone (390x844) and a desktop (1280x800): the rules shown
 * before, the refusal beside the field; no Delete on one's own account; changing one's own password.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import type { LoginResponse } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, ApiError, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, search, toast } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite();
const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 800 }],
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** The text under a form field (its error, else its hint). */
const below = (page: Page, fieldId: string, kind: 'error' | 'hint') => page.locator(`#${fieldId}-${kind}`);

describe.each(VIEWPORTS)('newcomer: forms on a %s', (_, viewport) => {
  let admin: LoginResponse;
  beforeAll(async () => {
    admin = await login(fileServer().baseUrl, 'admin', fileServer().adminPassword);
  });

  test('the user form shows its rules first and says beside the field what is wrong', async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, admin, '/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add New User' });
    await expectVisible(
      below(page, 'user-username', 'hint').getByText('3 to 50 characters: letters, digits'),
    );
    await expectVisible(below(page, 'user-password', 'hint').getByText('At least 8 characters'));
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/create-user')) requests.push(request.url());
    });
    await add.getByLabel('Username').fill('deck hand!');
    await add.getByLabel('Password').fill('short');
    await add.getByRole('button', { name: 'Create User' }).click();
    await expectVisible(
      below(page, 'user-username', 'error').getByText(
        'Username may contain only letters, digits, ".", "_" and "-"',
      ),
    );
    await expectVisible(
      below(page, 'user-password', 'error').getByText('Password must be at least 8 characters'),
    );
    expect(await add.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'Add New User with refusals');
  });

  test('the asset form names each missing field beside it, with the length rule shown first', async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, admin, '/admin/assets');
    await page.getByRole('button', { name: 'Add Asset' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Asset' });
    await expectVisible(below(page, 'asset-name', 'hint').getByText('Up to 200 characters'));
    await add.getByLabel('Type').fill('Buoy');
    await add.getByRole('button', { name: 'Add Asset' }).click();
    await expectVisible(toast(page, 'Name, type, and location are required fields'));
    await expectVisible(below(page, 'asset-name', 'error').getByText('Name is required'));
    await expectVisible(below(page, 'asset-location', 'error').getByText('Location is required'));
    expect(await below(page, 'asset-type', 'error').count()).toBe(0);
    await expectNoSidewaysScroll(page);
  });

  test('the sign-in form says which field is empty', async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await page.getByLabel('Password').fill('something');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectVisible(toast(page, 'Please fill in all fields'));
    await expectVisible(below(page, 'login-username', 'error').getByText('Username is required'));
    expect(await below(page, 'login-password', 'error').count()).toBe(0);
  });

  test('an administrator is not offered Delete on their own row, only on others', async ({ page }) => {
    await page.setViewportSize(viewport);
    const other = unique('other.admin');
    await (
      await Api.as(fileServer().baseUrl, 'admin', fileServer().adminPassword)
    ).createUser(other, 'other-pass-1');
    await openSignedIn(page, admin, '/admin/users');
    await search(page, 'Search users...', 'admin');
    await expectVisible(page.getByRole('button', { name: `Delete ${other}` }));
    await expectVisible(page.getByRole('button', { name: 'Edit admin', exact: true }));
    expect(await page.getByRole('button', { name: 'Delete admin', exact: true }).count()).toBe(0);
  });

  test('a person changes their own password on the Account page; their other sessions end', async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const baseUrl = fileServer().baseUrl;
    const name = unique('maria');
    await (await Api.as(baseUrl, 'admin', fileServer().adminPassword)).createUser(name, 'first-password-1');
    const elsewhere = await login(baseUrl, name, 'first-password-1');
    await openSignedIn(page, await login(baseUrl, name, 'first-password-1'), '/user/dashboard');
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Account' }).click();
    await expectPath(page, '/user/account');
    await expectVisible(below(page, 'new-password', 'hint').getByText('At least 8 characters'));
    // A field screen: every control at least 48 px high on a phone.
    if (viewport.width < 640)
      for (const control of [
        page.locator('#new-password'),
        page.getByRole('button', { name: 'Change password' }),
      ])
        expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(48);

    await page.locator('#current-password').fill('not-my-password');
    await page.locator('#new-password').fill('second-password-2');
    await page.locator('#repeat-password').fill('second-password-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(
      below(page, 'repeat-password', 'error').getByText('The two new passwords are not the same'),
    );

    await page.locator('#repeat-password').fill('second-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(
      below(page, 'current-password', 'error').getByText('The current password is not right'),
    );

    await page.locator('#current-password').fill('first-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(toast(page, 'Your password has been changed. Your other sessions are signed out.'));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'Account page');

    // This session goes on (a fresh token); the other one is signed out; the new password signs in.
    await page.goto('/user/assets');
    await expectVisible(page.getByRole('heading', { name: 'Assets', exact: true }));
    const stale = await fetch(`${baseUrl}/api/assets`, {
      headers: { Authorization: `Bearer ${elsewhere.token}` },
    });
    expect(stale.status).toBe(401);
    await expect(login(baseUrl, name, 'first-password-1')).rejects.toBeInstanceOf(ApiError);
    expect((await login(baseUrl, name, 'second-password-2')).username).toBe(name);
  });

  test('an administrator reaches the Account page from the sidebar too', async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, admin, '/admin/dashboard');
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Account' }).click();
    await expectPath(page, '/admin/account');
    await expectVisible(page.getByRole('heading', { name: 'Change password' }));
    await expectNoSidewaysScroll(page);
  });
});
