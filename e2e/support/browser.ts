/** One Chromium per test file, a fresh context per test, artifacts on failure, no Internet. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, test as base } from 'vitest';
import { Api } from './api';
import { launchChromium } from './chromium';
import { ARTIFACTS_DIR } from './environment';
import { fileServer } from './file-server';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

function isLocal(url: URL): boolean {
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return true;
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost';
}

function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 120);
}

async function saveArtifacts(context: BrowserContext, name: string, consoleLines: string[]): Promise<void> {
  const dir = path.join(ARTIFACTS_DIR, fileServer().database);
  mkdirSync(dir, { recursive: true });
  const pages = context.pages();
  for (const [index, page] of pages.entries()) {
    const suffix = pages.length > 1 ? `-${index}` : '';
    await page
      .screenshot({ path: path.join(dir, `${name}${suffix}.png`), fullPage: true })
      .catch(() => undefined);
  }
  writeFileSync(path.join(dir, `${name}.console.log`), `${consoleLines.join('\n')}\n`);
}

export interface BrowserFixtures {
  baseUrl: string;
  adminPassword: string;
  /** The administrator's API client. */
  admin: Api;
  context: BrowserContext;
  page: Page;
}

export interface SuiteOptions {
  viewport?: { width: number; height: number };
  /** Extra Chromium flags for this file's browser (the fake camera). */
  launchArgs?: () => string[];
  /** The browser's language (navigator.languages, Accept-Language); Chromium's own by default. */
  locale?: string;
}

/** Declares this file's browser and returns the `test` to write its tests with. */
export function browserSuite(options: SuiteOptions = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(options.launchArgs?.() ?? []);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return base.extend<BrowserFixtures>({
    baseUrl: fileServer().baseUrl,
    adminPassword: fileServer().adminPassword,
    admin: async ({ baseUrl, adminPassword }, use) => {
      await use(await Api.as(baseUrl, 'admin', adminPassword));
    },
    context: async ({ baseUrl, task }, use) => {
      if (!browser) throw new Error('e2e: the browser did not start');
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: options.viewport ?? DESKTOP,
        acceptDownloads: true,
        ...(options.locale ? { locale: options.locale } : {}),
      });
      const consoleLines: string[] = [];
      const blocked: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
        page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
      };
      context.on('page', watch);
      await context.route(
        (url) => !isLocal(url),
        (route) => {
          blocked.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(context);
      if (task.result?.state === 'fail') await saveArtifacts(context, safeName(task.fullName), consoleLines);
      await context.close();
      if (blocked.length > 0) throw new Error(`the app reached for the Internet: ${blocked.join(', ')}`);
    },
    page: async ({ context }, use) => {
      await use(await context.newPage());
    },
  });
}
