/**
 * A walk through screens in a Norwegian language beside the same screens in English: every visible text
 * (and every option of a visible select) that reads the same in both is untranslated, unless it is a code,
 * a format, a language's own name, a word spelled alike, or the test's own data. Each screen is also checked
 * for sideways scrolling and by axe.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LoginResponse } from '@harbour/contract';
import { expectAccessible } from './a11y';
import { openSignedIn } from './app';

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
  'OK',
  'Administrator',
]);

/** The visible text nodes of the page and the options of its visible selects, each trimmed, with letters. */
async function visibleTexts(page: Page): Promise<Set<string>> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !/\p{L}/u.test(text)) continue;
      if (parent.closest('script, style, [aria-hidden="true"]')) continue;
      const shown = parent.closest('select') ?? parent;
      if (shown.getClientRects().length === 0) continue;
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

export interface LanguageWalk {
  browser: Browser;
  baseUrl: string;
  viewport: { width: number; height: number };
  /** The Norwegian page, its browser set to that language. */
  page: Page;
  language: 'nb' | 'nn';
  session: LoginResponse;
  routes: string[];
  /** Texts of the test's own data, the same in both languages. */
  data: string[];
}

/** Opens each route in English and in the walk's language, and expects nothing left in English. */
export async function walkInLanguage(walk: LanguageWalk): Promise<void> {
  const english = await walk.browser.newContext({
    baseURL: walk.baseUrl,
    viewport: walk.viewport,
    locale: 'en-GB',
  });
  const englishPage = await english.newPage();
  const [firstRoute = '/'] = walk.routes;
  await openSignedIn(englishPage, walk.session, firstRoute);
  await openSignedIn(walk.page, walk.session, firstRoute);
  const untranslated: string[] = [];
  for (const route of walk.routes) {
    await settle(englishPage, route);
    await settle(walk.page, route);
    expect(await walk.page.evaluate(() => document.documentElement.lang), route).toBe(walk.language);
    const inEnglish = await visibleTexts(englishPage);
    for (const text of await visibleTexts(walk.page))
      if (
        inEnglish.has(text) &&
        !SAME_IN_EVERY_LANGUAGE.has(text) &&
        !walk.data.some((datum) => text.includes(datum))
      )
        untranslated.push(`${route}: ${text}`);
    const { scrollWidth, clientWidth } = await walk.page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(scrollWidth, `${route} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    await expectAccessible(walk.page, `${route} in ${walk.language}`);
  }
  await english.close();
  expect(untranslated).toEqual([]);
}
