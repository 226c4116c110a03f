/** A visitor who is not signed in: landing page, sign-in form and where the routes send them. */
import { describe, expect } from 'vitest';
import { expectAccessible } from '../support/a11y';
import {
  expectPath,
  expectVisible,
  signInThroughForm,
  storedSession,
  THROTTLED,
  toast,
} from '../support/app';
import { browserSuite } from '../support/browser';
import { unique } from '../support/fixtures-data';

const test = browserSuite();

describe('visitor', () => {
  test('the landing page shows the product and its sections', async ({ page }) => {
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Maritime Asset Management System' }));
    await expectVisible(page.getByText('Harbour Maritime Authority').first());
    for (const title of [
      'Asset Tracking with QR Codes',
      'Performance Analytics',
      'Compliance Management',
      'Crew Management',
    ]) {
      await expectVisible(page.getByRole('heading', { name: title }));
    }
    await expectVisible(page.getByRole('heading', { name: 'Why Choose Our Platform' }));
    for (const title of ['Industry Expertise', 'Real-Time Updates', 'Global Accessibility']) {
      await expectVisible(page.getByRole('heading', { name: title }));
    }
    await expectAccessible(page, 'landing page');
  });

  test('Login and Get Started both go to /login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expectPath(page, '/login');
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('heading', { name: 'asset management' }));
    await expectVisible(page.getByText('Sign in to access dashboard'));
    await expect(page.getByPlaceholder('Enter your username').getAttribute('aria-required')).resolves.toBe(
      'true',
    );
    await expect(page.getByPlaceholder('Enter your password').getAttribute('aria-required')).resolves.toBe(
      'true',
    );
    await expectAccessible(page, 'login page');
  });

  test('an unknown path goes to the landing page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectPath(page, '/');
    await expectVisible(page.getByRole('heading', { name: 'Maritime Asset Management System' }));
  });

  test('empty fields show a toast and send no request', async ({ page }) => {
    await page.goto('/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) loginCalls++;
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectVisible(toast(page, 'Please fill in all fields'));
    await page.getByLabel('Username').fill('someone');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Please fill in all fields').count()).resolves.toBeGreaterThan(0);
    expect(loginCalls).toBe(0);
    await expectPath(page, '/login');
  });

  test('a wrong password shows the server message and keeps the visitor signed out', async ({
    page,
    admin,
  }) => {
    const username = unique('wrong-pw');
    await admin.createUser(username, 'right-password-1');
    await page.goto('/login');
    await signInThroughForm(page, username, 'not-the-password');
    await expectVisible(toast(page, 'Invalid credentials'));
    await expectPath(page, '/login');
    await expect(page.getByRole('button', { name: 'Sign in' }).isEnabled()).resolves.toBe(true);
    expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
  });

  test('a user locked out by wrong passwords sees the throttle message, even with the right password', async ({
    page,
    admin,
  }) => {
    const username = unique('locked-out');
    await admin.createUser(username, 'right-password-1');
    await page.goto('/login');
    const answer = () => page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    for (let attempt = 1; attempt <= 5; attempt++) {
      const [failed] = await Promise.all([answer(), signInThroughForm(page, username, `guess-${attempt}`)]);
      expect(failed.status()).toBe(401);
    }
    const [locked] = await Promise.all([answer(), signInThroughForm(page, username, 'right-password-1')]);
    expect(locked.status()).toBe(429);
    await expectVisible(page.getByRole('status').filter({ hasText: THROTTLED }));
    await expectPath(page, '/login');
    expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
  });

  test('a protected page sends the visitor to /login and back to it after sign-in', async ({
    page,
    admin,
  }) => {
    const username = unique('returning');
    await admin.createUser(username, 'crew-password-1');
    await page.goto('/user/assets');
    await expectPath(page, '/login');
    await signInThroughForm(page, username, 'crew-password-1');
    await expectVisible(toast(page, 'Welcome back!'));
    await expectPath(page, '/user/assets');
    expect(await storedSession(page)).toMatchObject({ role: 'user', username });
  });

  test('an admin signing in waits on "Signing in..." and lands on the admin dashboard; a user on theirs', async ({
    page,
    admin,
    adminPassword,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await signInThroughForm(page, 'admin', adminPassword);
    await expectVisible(page.getByRole('button', { name: 'Signing in...' }));
    await expect(page.getByRole('button', { name: 'Signing in...' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Username').isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Password').isDisabled()).resolves.toBe(true);
    release();
    await expectVisible(toast(page, 'Welcome back!'));
    await expectPath(page, '/admin/dashboard');
    await page.unroute('**/api/auth/login');

    const username = unique('crew');
    await admin.createUser(username, 'crew-password-1');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await signInThroughForm(page, username, 'crew-password-1');
    await expectPath(page, '/user/dashboard');
    await expectVisible(page.getByRole('heading', { name: `Welcome back, ${username}!` }));
  });

  test('the Access Restricted page offers the way home, sign-in and the support contact', async ({
    page,
  }) => {
    await page.goto('/unauthorized');
    await expectVisible(page.getByRole('heading', { name: 'Access Restricted' }));
    await expectVisible(page.getByText("You don't have permission to access this area."));
    await expectVisible(page.getByRole('link', { name: 'support@harbour-authority.example' }));
    await expectAccessible(page, 'Access Restricted page');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expectPath(page, '/login');
    await page.goto('/unauthorized');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expectPath(page, '/');
  });
});
