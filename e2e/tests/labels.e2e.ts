/**
 * Labels in Chromium (issue 17): an admin prints blank labels from the Labels screen, links one on a phone by
 * opening its /l/ address and searching the asset's name, and an employee opening the same address lands on
 * that asset (signed out first: sign-in, then back to the label); labels printed for a filter download as a PDF;
 * a blank label's image read on the scan page opens its /l/ page.
 */
import { beforeAll, describe, expect, inject } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import type { Asset, LoginResponse, User } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, signInThroughForm } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { unique } from '../support/fixtures-data';

const DESKTOP = { width: 1280, height: 800 } as const;

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
    const baseUrl = inject('baseUrl');
    const admin = await Api.as(baseUrl, 'admin', inject('adminPassword'));
    adminSession = await login(baseUrl, 'admin', inject('adminPassword'));
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
    await expectVisible(page.getByRole('form', { name: 'Blank labels' }));
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
