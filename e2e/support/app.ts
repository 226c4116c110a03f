/** What a person does in the app, in one place: sign in, open a page, read a toast. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LoginResponse } from '@harbour/contract';

const TIMEOUT = 15_000;

/** What the server answers a locked-out sign-in, and the login page shows as it is. */
export const THROTTLED = /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/;

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
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** Signs in through the login form, as a person would. */
export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Puts a session in local storage the way a returning visitor has one: the three stored keys. */
export async function storeSession(page: Page, session: LoginResponse): Promise<void> {
  await page.goto('/login');
  await page.evaluate((values) => {
    localStorage.setItem('token', values.token);
    localStorage.setItem('role', values.role);
    localStorage.setItem('username', values.username);
  }, session);
}

/** A returning visitor opening a page with a stored session. */
export async function openSignedIn(page: Page, session: LoginResponse, pathname: string): Promise<void> {
  await storeSession(page, session);
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

/** The figure on a dashboard stat card, by its label. */
export async function statValue(page: Page, label: string): Promise<number> {
  const value = page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
  await expectVisible(value);
  return Number((await value.innerText()).replace(/[^0-9]/g, ''));
}

/** The percentage a labelled progress bar shows (aria-valuenow). */
export async function progressPercent(scope: Page | Locator, label: string): Promise<number> {
  const bar = scope.getByRole('progressbar', { name: label, exact: true });
  await expectVisible(bar);
  return Number(await bar.getAttribute('aria-valuenow'));
}

/** The table row that shows this exact name. */
export function row(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

/** Types into a list's search box (lists filtered on the client answer at once). */
export async function search(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: placeholder }).fill(text);
}

/** Searches the server-paged asset list and waits until the rows shown are the answer to this search. */
export async function searchAssets(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/assets' && url.searchParams.get('q') === text.trim();
  });
  await search(page, 'Search assets...', text);
  await answered;
  await page.locator('[aria-busy="false"]').first().waitFor({ timeout: TIMEOUT });
}

/** Whether an <img> really loaded (not broken). */
export async function imageLoaded(image: Locator): Promise<boolean> {
  await expectVisible(image);
  await image.evaluate((element: HTMLImageElement) => element.decode().catch(() => undefined));
  return image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
}

/** The dashboard card (panel) under a heading. */
export function panel(page: Page, title: string): Locator {
  return page
    .getByRole('heading', { name: title, exact: true })
    .locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]');
}

/**
 * Chooses a location in a location picker (the combobox labelled `label`) by typing its path and tapping the
 * one option that is exactly that path.
 */
export async function pickLocation(scope: Page | Locator, label: string, path: string): Promise<void> {
  const input = scope.getByRole('combobox', { name: label });
  await input.fill(path);
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // An option's name is its path and then its kind, one word.
  await scope.getByRole('option', { name: new RegExp(`^${escaped} \\S+$`) }).click();
}
