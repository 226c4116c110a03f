/** What a person does in the app, in one place: sign in, open a page, read a toast. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LoginResponse } from '@harbour/contract';

export const TIMEOUT = 15_000;

/** Waits until the page's path is `pathname` (no fixed sleeps: the URL is what the user sees change). */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: TIMEOUT });
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** Waits for a locator to be visible; fails with the locator in the message. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT });
}

export async function expectHidden(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout: TIMEOUT });
}

/** A toast with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** Signs in through the login form, as a person would. */
export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Starts a signed-in session the way a returning visitor has one: the three stored keys, then a page load. */
export async function openSignedIn(page: Page, session: LoginResponse, pathname: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((values) => {
    localStorage.setItem('token', values.token);
    localStorage.setItem('role', values.role);
    localStorage.setItem('username', values.username);
  }, session);
  await page.goto(pathname);
  await expectPath(page, pathname);
}

export async function storedSession(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    role: localStorage.getItem('role'),
    username: localStorage.getItem('username'),
  }));
}
