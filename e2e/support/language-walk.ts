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
import { Api, login } from './api';
import { openSignedIn } from './app';
import { fileServer } from './file-server';

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
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 30_000 })
    .catch((error: unknown) => {
      throw new Error(`${route} showed no heading within 30 s`, { cause: error });
    });
  await page.waitForLoadState('networkidle');
}

const ADMIN_ROUTES = [
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
  '/admin/asset-types',
  '/admin/locations',
  '/admin/account',
  '/admin/offline',
];

const EMPLOYEE_ROUTES = [
  '/user/dashboard',
  '/user/assets',
  '/user/scan',
  '/user/compliance',
  '/user/rounds',
  '/user/account',
  '/user/offline',
];

/** The test's own data: the same words in every language, so left out of the comparison. */
const WALK_DATA = ['RF-7', 'BS-12', 'Kai 7', 'Lager B', 'Redningsflåte', 'Brannslukker', 'matros.walk'];

export interface WalkSessions {
  admin: { session: LoginResponse; routes: string[] };
  employee: { session: LoginResponse; routes: string[] };
}

/** An administrator's asset and an employee holding one, on this file's server; every route of each area. */
export async function prepareLanguageWalks(): Promise<WalkSessions> {
  const { baseUrl, adminPassword } = fileServer();
  const admin = await Api.as(baseUrl, 'admin', adminPassword);
  const employee = await admin.createUser('matros.walk', 'matros-passord-1');
  const raft = await admin.createAsset({
    name: 'Redningsflåte RF-7',
    type: 'Redningsflåte',
    location: 'Kai 7',
  });
  const extinguisher = await admin.createAsset({
    name: 'Brannslukker BS-12',
    type: 'Brannslukker',
    location: 'Lager B',
    assignedTo: employee._id,
  });
  return {
    admin: {
      session: await login(baseUrl, 'admin', adminPassword),
      routes: [...ADMIN_ROUTES, `/admin/assets/${raft._id}`],
    },
    employee: {
      session: await login(baseUrl, 'matros.walk', 'matros-passord-1'),
      routes: [...EMPLOYEE_ROUTES, `/user/assets/${extinguisher._id}`],
    },
  };
}

export interface LanguageWalk {
  browser: Browser;
  viewport: { width: number; height: number };
  language: 'nb' | 'nn';
  session: LoginResponse;
  routes: string[];
  /** Axe on every screen; off where the same screens were checked in the other language at this size. */
  accessibility?: boolean;
}

const contextFor = (browser: Browser, viewport: LanguageWalk['viewport'], locale: string) =>
  browser.newContext({ baseURL: fileServer().baseUrl, viewport, locale });

/** Opens each route in English and in the walk's language, and expects nothing left in English. */
export async function walkInLanguage(walk: LanguageWalk): Promise<void> {
  const english = await contextFor(walk.browser, walk.viewport, 'en-GB');
  const norwegian = await contextFor(walk.browser, walk.viewport, `${walk.language}-NO`);
  const englishPage = await english.newPage();
  const page = await norwegian.newPage();
  const [firstRoute = '/'] = walk.routes;
  await openSignedIn(englishPage, walk.session, firstRoute);
  await openSignedIn(page, walk.session, firstRoute);
  const untranslated: string[] = [];
  for (const route of walk.routes) {
    await settle(englishPage, route);
    await settle(page, route);
    expect(await page.evaluate(() => document.documentElement.lang), route).toBe(walk.language);
    const inEnglish = await visibleTexts(englishPage);
    for (const text of await visibleTexts(page))
      if (
        inEnglish.has(text) &&
        !SAME_IN_EVERY_LANGUAGE.has(text) &&
        !WALK_DATA.some((datum) => text.includes(datum))
      )
        untranslated.push(`${route}: ${text}`);
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(scrollWidth, `${route} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    if (walk.accessibility !== false) await expectAccessible(page, `${route} in ${walk.language}`);
  }
  await english.close();
  await norwegian.close();
  expect(untranslated).toEqual([]);
}
