/**
 * A newcomer's first minutes, on a phone (390x844) and a desktop (1280x800): a scanned label asks to sign
 * in and says why, the landing page claims no figures, the authority's name shows and fits, and the
 * English reads right ("1 item", "just now").
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import type { Asset } from '@harbour/contract';
import { Api, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, panel, signInThroughForm } from '../support/app';
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

describe.each(VIEWPORTS)('newcomer: first visit on a %s', (_, viewport) => {
  const crewName = unique('lena');
  const crewPassword = 'crew-password-1';
  let asset: Asset;

  beforeAll(async () => {
    const api = await Api.as(fileServer().baseUrl, 'admin', fileServer().adminPassword);
    const person = await api.createUser(crewName, crewPassword);
    asset = await api.createAsset({
      name: unique('Life Raft'),
      type: 'Life Raft',
      location: unique('Deck'),
      assignedTo: person._id,
    });
  });

  test('a scanned label link asks to sign in and says why, then opens the asset', async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/a/${asset._id}`);
    await expectPath(page, '/login');
    await expectVisible(page.getByText('Sign in to open this asset', { exact: true }));
    await expectNoSidewaysScroll(page);
    await signInThroughForm(page, crewName, crewPassword);
    await expectPath(page, `/a/${asset._id}`);

    // Signing in from the login page itself says nothing of an asset.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await expectVisible(page.getByRole('button', { name: 'Sign in' }));
    expect(await page.getByText('Sign in to open this asset').count()).toBe(0);
  });

  test('the landing page shows no made-up figures', async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Maritime Asset Management System' }));
    const text = await page.locator('body').innerText();
    for (const figure of ['128', '1,204', 'Vessels', 'Facilities']) expect(text).not.toContain(figure);
    await expectNoSidewaysScroll(page);
  });

  test("the authority's name is on the sign-in page and fits the sidebar, however long", async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expectVisible(
      page.getByText('Harbour Maritime Authority', { exact: true }).filter({ visible: true }),
    );

    const longName = 'Norwegian Coastal Administration, Northern Region Harbour and Fairway Services';
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), orgName: longName } });
    });
    await openSignedIn(page, await login(fileServer().baseUrl, crewName, crewPassword), '/user/dashboard');
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Open navigation' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const name = sidebar.getByTitle(longName);
    await expectVisible(name);
    const fits = await name.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const side = element.closest('aside')?.getBoundingClientRect();
      return side !== undefined && box.right <= side.right && element.scrollWidth <= element.clientWidth;
    });
    expect(fits).toBe(true);
    await expectNoSidewaysScroll(page);
  });

  test('"1 item" and "just now" where the spec fixes no other words', async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, await login(fileServer().baseUrl, crewName, crewPassword), '/user/dashboard');
    await expectVisible(panel(page, 'My Assets by Location').getByText(/^1 item \(/));
    // The assignment a moment ago.
    await expectVisible(page.getByText('just now').first());
    expect(await page.getByText('0 minutes ago').count()).toBe(0);
    await expectNoSidewaysScroll(page);
  });
});
