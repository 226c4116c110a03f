/** The stored session: restored after a reload, dropped when incomplete, revoked or expired, cleared on logout. */
import { beforeEach, describe, expect } from 'vitest';
import { Api, login } from '../support/api';
import {
  expectPath,
  expectVisible,
  openSignedIn,
  signInThroughForm,
  storedSession,
  storeSession,
  toast,
} from '../support/app';
import { browserSuite } from '../support/browser';
import { unique } from '../support/fixtures-data';
import { expiredCopyOf } from '../support/tokens';
import { fileServer } from '../support/file-server';

const test = browserSuite();
const PASSWORD = 'deckhand-pass-1';

describe('session', () => {
  let username = '';
  let userId = '';

  beforeEach(async () => {
    const admin = await Api.as(fileServer().baseUrl, 'admin', fileServer().adminPassword);
    username = unique('deckhand');
    userId = (await admin.createUser(username, PASSWORD))._id;
  });

  test('a signed-in user stays signed in after a reload', async ({ page }) => {
    await page.goto('/login');
    await signInThroughForm(page, username, PASSWORD);
    await expectPath(page, '/user/dashboard');
    expect(await storedSession(page)).toMatchObject({ role: 'user', username });
    await page.reload();
    await expectPath(page, '/user/dashboard');
    await expectVisible(page.getByRole('heading', { name: `Welcome back, ${username}!` }));
    await expectVisible(
      page.getByRole('complementary', { name: 'Sidebar' }).getByText(username, { exact: true }),
    );
  });

  test('a session missing one of its three stored values is not restored', async ({ page, baseUrl }) => {
    await openSignedIn(page, await login(baseUrl, username, PASSWORD), '/user/dashboard');
    await page.evaluate(() => localStorage.removeItem('role'));
    await page.reload();
    await expectPath(page, '/login');
  });

  test('a revoked token (password changed) sends the user to /login and back after signing in again', async ({
    page,
    admin,
    baseUrl,
  }) => {
    await openSignedIn(page, await login(baseUrl, username, PASSWORD), '/user/dashboard');
    await expectVisible(page.getByRole('heading', { name: `Welcome back, ${username}!` }));
    await admin.updateUser(userId, { password: 'new-deckhand-pass-2' });
    await page.getByRole('link', { name: 'Assets' }).click();
    await expectPath(page, '/login');
    await expectVisible(toast(page, 'Your session has expired. Please sign in again.'));
    expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
    await signInThroughForm(page, username, 'new-deckhand-pass-2');
    await expectPath(page, '/user/assets');
  });

  test('an expired token sends the user to /login', async ({ page, baseUrl }) => {
    const session = await login(baseUrl, username, PASSWORD);
    await storeSession(page, { ...session, token: expiredCopyOf(session.token, fileServer().jwtSecret) });
    await page.goto('/user/dashboard');
    await expectPath(page, '/login');
    await expectVisible(toast(page, 'Your session has expired. Please sign in again.'));
  });

  test('Logout signs out and goes to the landing page', async ({ page, baseUrl }) => {
    await openSignedIn(page, await login(baseUrl, username, PASSWORD), '/user/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/');
    expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
    await page.goto('/user/dashboard');
    await expectPath(page, '/login');
  });
});
