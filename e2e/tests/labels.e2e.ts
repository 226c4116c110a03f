/**
 * Labels in Chromium: an admin prints blank labels from the Labels screen, links one on a phone by
 * opening its /l/ address and searching the asset's name, and an employee opening the same address lands on
 * that asset (signed out first: sign-in, then back to the label); labels printed for a filter download as a PDF;
 * a blank label's image read on the scan page opens its /l/ page; 23 assets ticked on the Assets list (desktop:
 * page by page; phone: all matching) print on two L7163 sheets from label 5; a blank label read by the camera
 * is linked by the admin and then opens the asset for an employee's camera.
 */
import { beforeAll, describe, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import type { Asset, LoginResponse, User } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, call, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, signInThroughForm } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { fakeCameraArgs, videoOfLabel } from '../support/fake-camera';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const DESKTOP = { width: 1280, height: 800 } as const;
const CAMERA_TIMEOUT = 20_000;

async function downloaded(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** One blank label on a roll (a page of its own), printed through the API: its code and the page as a PNG. */
async function blankLabelImage(baseUrl: string, token: string): Promise<{ code: string; png: Buffer }> {
  const response = await fetch(`${baseUrl}/api/admin/label-codes`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ templateId: 'brother-dk-22205', count: 1 }),
  });
  expect(response.status).toBe(200);
  const code = response.headers.get('X-Label-Codes') ?? '';
  const dir = mkdtempSync(path.join(tmpdir(), 'blank-label-'));
  writeFileSync(path.join(dir, 'label.pdf'), Buffer.from(await response.arrayBuffer()));
  // why: the scanner reads images, not PDFs; pdftoppm draws the page as a photo of the label would show it.
  try {
    execFileSync('pdftoppm', ['-png', '-r', '300', '-singlefile', 'label.pdf', 'label'], { cwd: dir });
    return { code, png: readFileSync(path.join(dir, 'label.png')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('blank labels printed, linked by opening their code on a phone, and labels printed by filter', () => {
  const password = 'deck-hand-password';
  const type = unique('Radio');
  let adminSession: LoginResponse;
  let employee: User;
  let radio: Asset;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    adminSession = await login(baseUrl, 'admin', fileServer().adminPassword);
    employee = await admin.createUser(unique('sigrid'), password);
    radio = await admin.createAsset({
      name: unique('VHF radio Ørn'),
      type,
      location: unique('Bridge'),
      assignedTo: employee._id,
    });
  });

  const test = browserSuite({ viewport: DESKTOP });

  test('3 blank labels print, one is linked on a phone and opens the asset for an employee', async ({
    page,
  }) => {
    await openSignedIn(page, adminSession, '/admin/labels');
    // One job at a time: printing for assets first, the blank labels one tab away.
    await expectVisible(page.getByRole('form', { name: 'Print labels for assets' }));
    await page.getByRole('tab', { name: 'Blank labels' }).click();
    await expectVisible(page.getByRole('form', { name: 'Blank labels' }));
    expect(await page.getByRole('form', { name: 'Print labels for assets' }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?view=blank');
    await expectAccessible(page, 'Labels screen');
    const blank = page.getByRole('form', { name: 'Blank labels' });
    await blank.getByLabel('Number of labels').fill('3');
    await blank.getByLabel('Template').selectOption('avery-l7160');
    const pdf = await downloaded(page, blank.getByRole('button', { name: 'Download blank labels PDF' }));
    expect(isPdf(pdf.bytes)).toBe(true);
    expect(pdf.name).toMatch(/\.pdf$/);
    // The codes show once the answer is read, just after the download starts.
    await expectVisible(page.getByTestId('new-label-codes').locator('li').nth(2));
    const codes = await page.getByTestId('new-label-codes').locator('li').allTextContents();
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const code = codes[0] ?? '';

    await page.setViewportSize(PHONE);
    await page.goto(`/l/${code}`);
    await expectVisible(page.getByRole('heading', { name: 'Link this label' }));
    await page.getByLabel('Search assets').fill(radio.name);
    await page.getByRole('radio', { name: new RegExp(radio.name) }).check();
    await expectAccessible(page, 'linking a blank label on a phone');
    const link = page.getByRole('button', { name: `Link to ${radio.name}` });
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await link.click();
    await expectPath(page, `/admin/assets/${radio._id}`);
    await expectVisible(page.getByRole('heading', { name: radio.name }));

    // Signed out, as a phone camera opens it: sign-in first, then back to the label, which opens the asset.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/l/${code.toLowerCase()}`);
    await expectPath(page, '/login');
    await signInThroughForm(page, employee.username, password);
    await expectPath(page, `/user/assets/${radio._id}`);
    await expectVisible(page.getByRole('heading', { name: radio.name }));
  });

  test('labels for the assets of one type download as a PDF', async ({ page }) => {
    await openSignedIn(page, adminSession, '/admin/labels');
    const form = page.getByRole('form', { name: 'Print labels for assets' });
    await form.getByLabel('Type').selectOption(type);
    await form.getByLabel('Template').selectOption('avery-l7163');
    await form.getByLabel('Start at label').fill('5');
    const pdf = await downloaded(page, form.getByRole('button', { name: 'Download labels PDF' }));
    expect(isPdf(pdf.bytes)).toBe(true);
  });

  test("a blank label's image read on the scan page opens its /l/ page", async ({ baseUrl, page }) => {
    const { code, png } = await blankLabelImage(baseUrl, adminSession.token);
    await openSignedIn(page, adminSession, '/admin/scan');
    await page
      .getByLabel(/Scan an image file/)
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: png });
    await expectPath(page, `/l/${code}`);
    await expectVisible(page.getByRole('heading', { name: 'Link this label' }));
  });
});

const L7163_PER_SHEET = 14;

/** The text of each page of a PDF (pdftotext), to see which labels landed on which sheet. */
function pdfPages(bytes: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'label-sheet-'));
  try {
    writeFileSync(path.join(dir, 'sheet.pdf'), bytes);
    const text = execFileSync('pdftotext', ['-layout', 'sheet.pdf', '-'], { cwd: dir, encoding: 'utf8' });
    return text.split('\f').filter((page) => page.trim() !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('23 assets ticked on the Assets list print on sheets that start at label 5', () => {
  const kind = unique('Liferaft');
  const names = Array.from({ length: 23 }, (_, i) => `${kind} ${String(i + 1).padStart(2, '0')}`);
  let adminSession: LoginResponse;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    adminSession = await login(baseUrl, 'admin', fileServer().adminPassword);
    for (const name of names) await admin.createAsset({ name, type: kind, location: 'Rescue station' });
  });

  const test = browserSuite({ viewport: DESKTOP });

  /** The chosen 23 go to the Labels screen; an L7163 sheet from label 5 holds 10, the next sheet 13. */
  async function printFromLabel5(page: Page) {
    await expectPath(page, '/admin/labels');
    const form = page.getByRole('form', { name: 'Print labels for assets' });
    await expectVisible(form.getByTestId('chosen-assets').getByText(/23 assets/));
    await form.getByLabel('Template').selectOption('avery-l7163');
    await form.getByLabel('Start at label').fill('5');
    const pdf = await downloaded(page, form.getByRole('button', { name: 'Download labels PDF' }));
    expect(isPdf(pdf.bytes)).toBe(true);
    const pages = pdfPages(pdf.bytes);
    expect(pages).toHaveLength(2);
    const onPage = (text: string) => names.filter((name) => text.includes(name));
    expect(onPage(pages[0] ?? '')).toHaveLength(L7163_PER_SHEET - 4);
    expect(onPage(pages[1] ?? '')).toHaveLength(23 - (L7163_PER_SHEET - 4));
    expect([...onPage(pages[0] ?? ''), ...onPage(pages[1] ?? '')].sort()).toEqual(names);
  }

  test('on a desktop: ticked page by page', async ({ page }) => {
    await openSignedIn(page, adminSession, '/admin/assets');
    await page.getByPlaceholder('Search assets...').fill(kind);
    await expectVisible(page.getByText('Showing 1 to 10 of 23 results'));
    await page.waitForLoadState('networkidle');
    const bar = page.getByRole('region', { name: 'Selected assets' });
    const tickPage = page.getByRole('checkbox', { name: 'Select all assets on this page' });
    for (const count of [10, 20]) {
      await tickPage.click();
      await expectVisible(bar.getByText(`${count} assets selected`));
      await page.getByRole('button', { name: 'Next' }).click();
      // The next page's assets are not ticked yet.
      await expect.poll(() => tickPage.isChecked(), { timeout: 15_000 }).toBe(false);
    }
    const rows = page.getByRole('checkbox', { name: new RegExp(`^Select ${kind}`) });
    await expect.poll(() => rows.count()).toBe(3);
    for (const box of await rows.all()) await box.check();
    await expectVisible(bar.getByText('23 assets selected'));
    await expectAccessible(page, 'assets list with a selection');
    await bar.getByRole('button', { name: 'Print labels' }).click();
    await printFromLabel5(page);
  });

  test('on a phone: all that match the search', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page, adminSession, '/admin/assets');
    await page.getByPlaceholder('Search assets...').fill(kind);
    await expectVisible(page.getByText('Showing 1 to 10 of 23 results'));
    await page.getByRole('checkbox', { name: 'Select all assets on this page' }).check();
    const bar = page.getByRole('region', { name: 'Selected assets' });
    const everything = bar.getByRole('button', { name: 'Select all 23 matching' });
    expect((await everything.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await everything.click();
    await expectVisible(bar.getByText('All 23 matching assets selected'));
    await bar.getByRole('button', { name: 'Print labels' }).click();
    await printFromLabel5(page);
  });
});

describe('a damaged label replaced: a blank label linked by camera in its place, then scanned by an employee', () => {
  const password = 'deck-hand-password';
  let adminSession: LoginResponse;
  let employeeSession: LoginResponse;
  let raft: Asset;
  let oldCode = '';
  let code = '';
  let video = '';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    adminSession = await login(baseUrl, 'admin', fileServer().adminPassword);
    const employee = await admin.createUser(unique('ingrid'), password);
    employeeSession = await login(baseUrl, employee.username, password);
    raft = await admin.createAsset({
      name: unique('Liferaft Ålesund'),
      type: 'Life raft',
      location: unique('Davit'),
      assignedTo: employee._id,
    });
    // The raft's first label, linked before it was scratched beyond reading.
    oldCode = (await blankLabelImage(baseUrl, adminSession.token)).code;
    await call(admin, 'POST', `/label-codes/${oldCode}/link`, { assetId: raft._id });
    const blank = await blankLabelImage(baseUrl, adminSession.token);
    code = blank.code;
    video = videoOfLabel(blank.png);
  });

  const test = browserSuite({ viewport: PHONE, launchArgs: () => fakeCameraArgs(video) });

  test('the admin scans the new label and links it, retiring the old; the employee scans it and lands on the asset', async ({
    page,
  }) => {
    await openSignedIn(page, adminSession, '/admin/scan');
    await page.getByRole('heading', { name: 'Link this label' }).waitFor({ timeout: CAMERA_TIMEOUT });
    await expectPath(page, `/l/${code}`);
    await page.getByLabel('Search assets').fill(raft.name);
    await page.getByRole('radio', { name: new RegExp(raft.name) }).check();
    await page.getByLabel("Replace the asset's old labels (retire them)").check();
    await page.getByRole('button', { name: `Link to ${raft.name}` }).click();
    await expectPath(page, `/admin/assets/${raft._id}`);

    await page.goto(`/l/${oldCode}`);
    await expectVisible(page.getByText('This label was replaced and no longer opens an asset.'));

    await page.evaluate(() => localStorage.clear());
    await openSignedIn(page, employeeSession, '/user/scan');
    await page.getByRole('heading', { name: raft.name }).waitFor({ timeout: CAMERA_TIMEOUT });
    await expectPath(page, `/user/assets/${raft._id}`);
  });
});
