/**
 * What a newcomer expected of the asset screens, on a phone (390x844) and a desktop (1280x800): the Filters
 * button filters (chips, address, reload), "My assets" on the list and the employee dashboard, and a QR
 * label for any asset from its details dialog and its page.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import type { Asset, LoginResponse } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import { expectHidden, expectPath, expectVisible, openSignedIn, searchAssets } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite();
const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 800 }],
] as const;

/** Waits for the asset list's answer whose query has these parameters. */
function listAnswered(page: Page, params: Record<string, string>) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/assets' &&
      Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value)
    );
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

const shown = (page: Page, name: string) => page.getByRole('main').getByText(name, { exact: true });

describe.each(VIEWPORTS)('newcomer: asset screens on a %s', (_, viewport) => {
  const type = unique('Sounding Buoy');
  const crewName = unique('crew');
  const crewPassword = 'crew-password-1';
  let admin: LoginResponse;
  let crew: LoginResponse;
  let assets: Record<'alpha' | 'bravo' | 'charlie', Asset>;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const api = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const person = await api.createUser(crewName, crewPassword);
    assets = {
      alpha: await api.createAsset({ name: `${type} Alpha`, type, location: 'North Quay' }),
      bravo: await api.createAsset({
        name: `${type} Bravo`,
        type,
        location: 'South Quay',
        assignedTo: person._id,
      }),
      charlie: await api.createAsset({
        name: `${type} Charlie`,
        type,
        location: 'North Quay',
        status: 'Under Maintenance',
      }),
    };
    admin = await login(baseUrl, 'admin', fileServer().adminPassword);
    crew = await login(baseUrl, crewName, crewPassword);
  });

  test('Filters filters the list, each filter a removable chip kept in the address', async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, admin, '/admin/assets');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const panel = page.getByRole('group', { name: 'Filters', exact: true });
    await expectVisible(panel);

    let answered = listAnswered(page, { type });
    await panel.getByLabel('Type').fill(type);
    await panel.getByLabel('Type').press('Enter');
    await answered;
    for (const name of ['Alpha', 'Bravo', 'Charlie']) await expectVisible(shown(page, `${type} ${name}`));

    answered = listAnswered(page, { type, status: 'Under Maintenance' });
    await panel.getByLabel('Status').selectOption('Under Maintenance');
    await answered;
    await expectVisible(shown(page, `${type} Charlie`));
    await expectHidden(shown(page, `${type} Alpha`));
    const chips = page.getByRole('list', { name: 'Filters in use' });
    await expectVisible(chips.getByRole('button', { name: `Remove filter Type: ${type}` }));
    await expectVisible(chips.getByRole('button', { name: 'Remove filter Status: Under Maintenance' }));
    expect(new URL(page.url()).searchParams.get('status')).toBe('Under Maintenance');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'assets list with filters');

    // A reload keeps the filters: they live in the address.
    answered = listAnswered(page, { type, status: 'Under Maintenance' });
    await page.reload();
    await answered;
    await expectVisible(shown(page, `${type} Charlie`));
    await expectHidden(shown(page, `${type} Alpha`));

    answered = listAnswered(page, { type });
    await page.getByRole('button', { name: 'Remove filter Status: Under Maintenance' }).click();
    await answered;
    await expectVisible(shown(page, `${type} Alpha`));

    // Holder (administrators) and compliance state.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    answered = listAnswered(page, { type, assignedTo: assets.bravo.assignedTo ?? '' });
    await page
      .getByRole('group', { name: 'Filters', exact: true })
      .getByLabel('Holder')
      .selectOption({ label: crewName });
    await answered;
    await expectVisible(shown(page, `${type} Bravo`));
    await expectHidden(shown(page, `${type} Alpha`));
    await expectVisible(page.getByRole('button', { name: `Remove filter Holder: ${crewName}` }));

    answered = listAnswered(page, { type, compliance: 'overdue' });
    await page
      .getByRole('group', { name: 'Filters', exact: true })
      .getByLabel('Compliance')
      .selectOption('overdue');
    await answered;
    await expectVisible(page.getByText('No assets found'));
    answered = listAnswered(page, { type, compliance: 'none' });
    await page
      .getByRole('group', { name: 'Filters', exact: true })
      .getByLabel('Compliance')
      .selectOption('none');
    await answered;
    await expectVisible(shown(page, `${type} Bravo`));
    await expectNoSidewaysScroll(page);
  });

  test('an employee lists their own assets: the My assets chip, and My assets on the dashboard', async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, crew, '/user/dashboard');
    const mine = page
      .getByRole('heading', { name: 'My assets', exact: true })
      .locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]');
    await expectVisible(mine.getByRole('link', { name: new RegExp(`${type} Bravo`) }));
    expect(await mine.getByText(`${type} Alpha`).count()).toBe(0);
    await expectNoSidewaysScroll(page);

    await openSignedIn(page, crew, '/user/assets');
    await searchAssets(page, type);
    await expectVisible(shown(page, `${type} Alpha`));
    const answered = listAnswered(page, { q: type, assignedTo: assets.bravo.assignedTo ?? '' });
    await page.getByRole('button', { name: 'My assets', exact: true, pressed: false }).click();
    await answered;
    await expectVisible(shown(page, `${type} Bravo`));
    await expectHidden(shown(page, `${type} Alpha`));
    await expectVisible(page.getByRole('button', { name: 'My assets', exact: true, pressed: true }));
    expect(new URL(page.url()).searchParams.get('mine')).toBe('1');
    await expectNoSidewaysScroll(page);

    await page.goto('/user/dashboard');
    await mine.getByRole('link', { name: new RegExp(`${type} Bravo`) }).click();
    await expectPath(page, `/user/assets/${assets.bravo._id}`);
  });

  test('an unassigned asset is labelled from its details dialog and its page', async ({ page, context }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, admin, '/admin/assets');
    await searchAssets(page, `${type} Alpha`);
    await page.getByRole('button', { name: `View ${type} Alpha` }).click();
    const dialog = page.getByRole('dialog', { name: 'Asset Details' });
    await dialog.getByRole('button', { name: `Download QR code of ${type} Alpha` }).click();
    const menu = page.getByRole('menu', { name: `Download formats for ${type} Alpha` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: /PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${type.replace(/[^A-Za-z0-9_-]/g, '_')}_Alpha-QRCode.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: `Print QR code of ${type} Alpha` }).click(),
    ]);
    await popup.waitForEvent('close', { timeout: 15_000 });
    // PUBLIC_URL is set for this server: no notice.
    expect(await dialog.getByRole('note').count()).toBe(0);
    await expectNoSidewaysScroll(page);

    await page.goto(`/admin/assets/${assets.alpha._id}`);
    // Its sections load one after another and the browser keeps the scroll position as they do: a scroll
    // closes the menu, so it is opened once the page has settled.
    await page.waitForLoadState('networkidle');
    const label = page
      .getByRole('heading', { name: 'QR label' })
      .locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]');
    await label.getByRole('button', { name: `Download QR code of ${type} Alpha` }).click();
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menu').getByRole('menuitem', { name: /SVG/ }).click(),
    ]);
    expect(readFileSync(await svg.path()).toString()).toContain('<svg');
    const box = await label.getByRole('button', { name: `Print QR code of ${type} Alpha` }).boundingBox();
    if (viewport.width < 640) expect(box?.height).toBeGreaterThanOrEqual(48);
    await expectNoSidewaysScroll(page);
  });

  test('until PUBLIC_URL is set, the label screens say that labels name this address', async ({ page }) => {
    await page.setViewportSize(viewport);
    // This server has PUBLIC_URL set: the answer of a quick-start server (none set) is played instead.
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), publicUrlSet: false } });
    });
    await openSignedIn(page, admin, '/admin/download');
    await expectVisible(page.getByRole('note').getByText('PUBLIC_URL'));
    await page.goto(`/admin/assets/${assets.alpha._id}`);
    await expectVisible(page.getByRole('note').getByText(/a phone cannot open that/i));
    await expectNoSidewaysScroll(page);
  });
});
