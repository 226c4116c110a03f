/**
 * The app under its own Content-Security-Policy, with stored text that is markup: every screen of every role
 * runs with no policy violation, and names, types and locations show as text and never run.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import type { Asset, LoginResponse } from '@harbour/contract';
import { Api, ApiError, login } from '../support/api';
import {
  expectHidden,
  expectPath,
  expectVisible,
  openSignedIn,
  row,
  search,
  searchAssets,
  signInThroughForm,
  toast,
} from '../support/app';
import { browserSuite } from '../support/browser';
import { expectNothingInjected, expectShownAsText, watchContentPolicy } from '../support/content-policy';
import { fakeCameraArgs, videoOfLabel } from '../support/fake-camera';
import { gradientPng, unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const CAMERA_TIMEOUT = 20_000;
const PASSWORD = 'crew-member-pass';

/** Markup that would run if a screen put stored text into the page as HTML; MARK is the plain part to wait on. */
const MARK = unique('Tug');
const NAME = `<img src=x onerror="window.__pwned=1"> ${MARK}`;
const TYPE = '<script>window.__pwned=1</script>';
const LOCATION = '"><svg onload=window.__pwned=1> javascript:window.__pwned=1';
const ASSET_TEXT = [NAME, TYPE, LOCATION];
const MARKUP_USERNAMES = ['<img src=x onerror=1>', '<script>x</script>', '"><svg onload=1>', 'javascript:x'];
/** The worst a username may be: letters, digits, '.', '_' and '-' only (contract/src/user.ts). */
const HOLDER = unique('javascript.onerror_');

describe('security: content policy and stored markup', () => {
  let asset: Asset;
  let adminSession: LoginResponse;
  let holderSession: LoginResponse;
  let video = '';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const holder = await admin.createUser(HOLDER, PASSWORD);
    asset = await admin.createAssetWithImage(
      { name: NAME, type: TYPE, location: LOCATION, assignedTo: holder._id },
      { name: 'tug.png', mimeType: 'image/png', buffer: gradientPng(160, 120, [20, 90, 160]) },
    );
    video = videoOfLabel(await admin.qrCode(asset._id, 'png'));
    adminSession = await login(baseUrl, 'admin', fileServer().adminPassword);
    holderSession = await login(baseUrl, HOLDER, PASSWORD);
  });

  const test = browserSuite({ launchArgs: () => fakeCameraArgs(video) }).extend<{ violations: string[] }>({
    violations: async ({ context }, use) => {
      await use(await watchContentPolicy(context));
    },
  });

  /** A screen is safe: nothing blocked by the policy so far, nothing injected, and the texts shown as text. */
  async function expectSafeScreen(page: Page, violations: string[], screen: string, texts: string[] = []) {
    expect(violations, `policy violations by ${screen}`).toEqual([]);
    await expectNothingInjected(page, screen);
    await expectShownAsText(page, texts, screen);
  }

  /** The scanner reads the label through the fake camera and shows the asset. */
  async function expectScanResult(page: Page, violations: string[], screen: string) {
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await details.getByText(MARK).waitFor({ timeout: CAMERA_TIMEOUT });
    await expectSafeScreen(page, violations, screen, [...ASSET_TEXT, HOLDER]);
  }

  const assetRow = (page: Page) => page.getByRole('row').filter({ hasText: MARK });

  test('the served page has no inline script or handler and carries the security headers', async ({
    baseUrl,
  }) => {
    const response = await fetch(`${baseUrl}/admin/assets`);
    const html = await response.text();
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script, 'every script is a file').toMatch(/\ssrc="\/assets\//);
    expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });

  test('the API refuses usernames with markup, so stored markup can only be asset text', async ({
    admin,
  }) => {
    for (const username of MARKUP_USERNAMES) {
      const refused = await admin.createUser(username, PASSWORD).catch((error: unknown) => error);
      expect(refused, username).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status, username).toBe(400);
    }
  });

  test('a visitor sees the public pages and signs in with no policy violation', async ({
    page,
    violations,
  }) => {
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Maritime Asset Management System' }));
    await expectSafeScreen(page, violations, 'landing page');

    await page.goto('/unauthorized');
    await expectVisible(page.getByRole('link', { name: 'Sign In' }));
    await expectSafeScreen(page, violations, 'access restricted page');

    await page.goto('/admin/users');
    await expectPath(page, '/login');
    await signInThroughForm(page, 'x', '');
    await expectVisible(toast(page, 'Please fill in all fields'));
    await expectSafeScreen(page, violations, 'login page with an error toast');

    await signInThroughForm(page, HOLDER, PASSWORD);
    await expectVisible(toast(page, 'Welcome back!'));
    await expectPath(page, '/user/dashboard');
    await expectSafeScreen(page, violations, 'sign-in');
  });

  test('an employee sees markup in asset text as text on every screen, with no policy violation', async ({
    page,
    violations,
  }) => {
    await openSignedIn(page, holderSession, '/user/dashboard');
    await expectVisible(page.getByRole('list', { name: 'Recent activity' }).getByText(MARK).first());
    await expectSafeScreen(page, violations, 'employee dashboard', [...ASSET_TEXT, HOLDER]);

    await page.getByRole('link', { name: 'Assets', exact: true }).click();
    await expectPath(page, '/user/assets');
    await searchAssets(page, MARK);
    await expectVisible(assetRow(page));
    await expectSafeScreen(page, violations, 'employee asset list', [...ASSET_TEXT, HOLDER]);

    await assetRow(page).getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await expectVisible(details.getByText(MARK));
    await expectSafeScreen(page, violations, 'employee asset details', ASSET_TEXT);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await expectHidden(details);

    await page.getByRole('link', { name: 'QR Scanner' }).click();
    await expectPath(page, '/user/scan');
    await expectScanResult(page, violations, 'employee scan result');

    await page.goto(`/a/${asset._id}`);
    await expectVisible(page.getByTestId('scanned-asset').getByText(MARK));
    await expectSafeScreen(page, violations, 'asset link page', [...ASSET_TEXT, HOLDER]);
  });

  test('an admin sees markup in asset text as text on the dashboard, the register, its dialogs and the scanner', async ({
    page,
    violations,
    admin,
  }) => {
    await openSignedIn(page, adminSession, '/admin/dashboard');
    await expectVisible(page.getByRole('list', { name: 'Recent activity' }).getByText(MARK).first());
    await expectSafeScreen(page, violations, 'admin dashboard', ASSET_TEXT);

    await page.getByRole('link', { name: 'Assets', exact: true }).click();
    await expectPath(page, '/admin/assets');
    await searchAssets(page, NAME);
    await expectVisible(assetRow(page));
    await expectSafeScreen(page, violations, 'admin asset list', [...ASSET_TEXT, HOLDER]);

    await assetRow(page).getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await expectVisible(details.getByText(MARK));
    await expectSafeScreen(page, violations, 'admin asset details', [...ASSET_TEXT, HOLDER]);

    // Edit: the fields hold the text as it is, and saving it unchanged stores it unchanged.
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Asset' });
    await expectVisible(edit);
    expect(await edit.getByLabel('Name').inputValue()).toBe(NAME);
    expect(await edit.getByLabel('Type').inputValue()).toBe(TYPE);
    expect(await edit.getByRole('combobox', { name: 'Location' }).inputValue()).toBe(LOCATION);
    await expectSafeScreen(page, violations, 'Edit Asset dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(toast(page, 'Asset updated successfully'));
    await expectHidden(edit);
    expect(await admin.getAsset(asset._id)).toMatchObject({ name: NAME, type: TYPE, location: LOCATION });

    await assetRow(page).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Asset' });
    await expectVisible(confirm.getByText(MARK));
    await expectSafeScreen(page, violations, 'Delete Asset confirmation', [
      `Are you sure you want to delete ${NAME}? This action cannot be undone.`,
    ]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(confirm);

    await page.getByRole('button', { name: 'Add Asset' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Asset' });
    await expectVisible(add);
    await add.getByRole('button', { name: 'Add Asset' }).click();
    await expectVisible(toast(page, 'Name, type, and location are required fields'));
    await expectSafeScreen(page, violations, 'Add New Asset dialog');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(add);

    await page.getByRole('link', { name: 'QR Scanner' }).click();
    await expectPath(page, '/admin/scan');
    await expectScanResult(page, violations, 'admin scan result');

    await page.goto(`/a/${asset._id}`);
    await expectVisible(page.getByTestId('scanned-asset').getByText(MARK));
    await expectSafeScreen(page, violations, 'asset link page as admin', ASSET_TEXT);
  });

  test('an admin sees the holder and markup asset text as text on Users, Download QR and the print window', async ({
    page,
    context,
    violations,
  }) => {
    await openSignedIn(page, adminSession, '/admin/users');
    await search(page, 'Search users...', HOLDER);
    await expectVisible(row(page, HOLDER));
    await expectSafeScreen(page, violations, 'users list', [HOLDER]);

    await row(page, HOLDER)
      .getByRole('button', { name: `Edit ${HOLDER}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    expect(await edit.getByLabel('Username').inputValue()).toBe(HOLDER);
    await expectSafeScreen(page, violations, 'Edit User dialog');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(edit);

    await row(page, HOLDER)
      .getByRole('button', { name: `Delete ${HOLDER}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await expectVisible(confirm);
    await expectSafeScreen(page, violations, 'Delete User confirmation', [
      `Are you sure you want to delete ${HOLDER}? This action cannot be undone.`,
    ]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(confirm);

    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add New User' });
    await expectVisible(add);
    await expectSafeScreen(page, violations, 'Add New User dialog');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(add);

    await page.getByRole('link', { name: 'Download QR' }).click();
    await expectPath(page, '/admin/download');
    await search(page, 'Search users by username...', HOLDER);
    const listed = row(page, HOLDER);
    await expectVisible(listed.getByText(MARK).first());
    await expectSafeScreen(page, violations, 'Download QR screen', [`${NAME} - ${LOCATION}`]);
    await listed.getByRole('button', { name: /^Download QR code of/ }).click();
    const menu = page.getByRole('menu', { name: /^Download formats for/ });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: /^SVG/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${NAME.replace(/[^A-Za-z0-9_-]/g, '_')}-QRCode.svg`);
    await expectSafeScreen(page, violations, 'Download QR menu');

    // The print window closes itself 500 ms after printing: keep it open (close only records the call) to read it.
    await page.evaluate(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        const opened = open(...args);
        if (opened) opened.close = () => Reflect.set(opened, '__closeRequested', true);
        return opened;
      };
    });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      listed.getByRole('button', { name: /^Print QR code of/ }).click(),
    ]);
    await popup.waitForFunction(() => Reflect.get(window, '__closeRequested') === true, undefined, {
      timeout: 15_000,
    });
    expect(alerts, 'alerts from Print').toEqual([]);
    expect(await popup.title()).toBe(`${NAME} QR Code`);
    expect(
      await popup.evaluate(() => {
        const image = document.querySelector('img');
        return image !== null && image.complete && image.naturalWidth > 0;
      }),
      'the QR image loaded in the print window',
    ).toBe(true);
    await expectSafeScreen(popup, violations, 'print window', [NAME]);
    await popup.close();
  });
});
