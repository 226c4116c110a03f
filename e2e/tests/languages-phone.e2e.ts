/**
 * Every administrator screen in nynorsk on a phone: no text the same as on the English screen (names, codes
 * and the data on it aside), nothing cut off to the side, and accessible.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { Api, login } from '../support/api';
import { expectAccessible } from '../support/a11y';
import { openSignedIn } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { fileServer } from '../support/file-server';

const test = browserSuite({ viewport: PHONE, locale: 'nn-NO' });

/** The same in every language: the product's codes, formats, the language names offered, and Norwegian
 * words spelled as in English. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'admin',
  'Import',
  'Authorization: Bearer <token>',
  '/api/docs',
  'PNG',
  'JPG',
  'SVG',
  'PDF',
  'CSV',
  'QR',
  'ID',
  'English',
  'Norsk bokmål',
  'Norsk nynorsk',
  'Status',
  'Type',
  'Harbour Maritime Authority',
  'API',
]);

const ROUTES = [
  '/admin/dashboard',
  '/admin/assets',
  '/admin/scan',
  '/admin/users',
  '/admin/download',
  '/admin/inspection-plans',
  '/admin/compliance',
  '/admin/rounds',
  '/admin/rounds/new',
  '/admin/labels',
  '/admin/import',
  '/admin/api-tokens',
  '/admin/account',
  '/admin/offline',
];

/** The visible text nodes of the page, each trimmed, with letters in it. */
async function visibleTexts(page: Page): Promise<Set<string>> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !/\p{L}/u.test(text)) continue;
      if (parent.closest('script, style, [aria-hidden="true"]')) continue;
      if (parent.getClientRects().length === 0) continue;
      found.push(text);
    }
    return found;
  });
  return new Set(texts);
}

async function settle(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

describe('nynorsk on a phone', () => {
  let english: BrowserContext | undefined;
  let assetId = '';

  beforeAll(async () => {
    const admin = await Api.as(fileServer().baseUrl, 'admin', fileServer().adminPassword);
    assetId = (
      await admin.createAsset({ name: 'Redningsflåte RF-7', type: 'Redningsflåte', location: 'Kai 7' })
    )._id;
  });

  test('every administrator screen is in nynorsk, fits 390 px and is accessible', async ({
    page,
    context,
    baseUrl,
  }) => {
    const session = await login(baseUrl, 'admin', fileServer().adminPassword);
    english = await context.browser()!.newContext({ baseURL: baseUrl, viewport: PHONE, locale: 'en-GB' });
    const englishPage = await english.newPage();
    await openSignedIn(englishPage, session, '/admin/dashboard');
    await openSignedIn(page, session, '/admin/dashboard');
    const untranslated: string[] = [];
    for (const route of [...ROUTES, `/admin/assets/${assetId}`]) {
      await settle(englishPage, route);
      await settle(page, route);
      expect(await page.evaluate(() => document.documentElement.lang), route).toBe('nn');
      const inEnglish = await visibleTexts(englishPage);
      for (const text of await visibleTexts(page))
        if (
          inEnglish.has(text) &&
          !SAME_IN_EVERY_LANGUAGE.has(text) &&
          !text.includes('RF-7') &&
          !text.includes('Kai 7') &&
          !text.includes('Redningsflåte')
        )
          untranslated.push(`${route}: ${text}`);
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(scrollWidth, `${route} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
      await expectAccessible(page, `${route} in nynorsk`);
    }
    await english.close();
    expect(untranslated).toEqual([]);
    // Fifteen screens, each opened twice and checked by axe: a minute when quiet, several on a busy CI.
  }, 360_000);
});
