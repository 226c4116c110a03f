/**
 * Time to first render in headless Chromium: the landing page, and the admin dashboard (signed in, with
 * its figures from the seeded database), against the built server on 127.0.0.1.
 *   npm run build && npm run bench:first-render -- [--runs 5]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../e2e/support/chromium';
import { loadFixtures } from '../load/fixtures';
import { startServer } from '../load/server-process';
import { BENCH_ADMIN } from '../seed/generate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 50)
  throw new Error('--runs must be an integer from 1 to 50');
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${path.join(root, 'bench', 'data', 'bench.db')}`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Milliseconds from navigation start to first contentful paint and to the page's own content showing. */
async function measure(page: Page, url: string, ready: string): Promise<{ fcp: number; content: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  // Checked in the page on every animation frame, so the time is when the text appeared, not when we polled.
  const shown = await page.waitForFunction(
    (text) => (document.body?.innerText.includes(text) ? performance.now() : false),
    ready,
    { polling: 'raf', timeout: 30_000 },
  );
  const content = Number(await shown.jsonValue());
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  return { fcp, content };
}

const server = await startServer(root, databaseUrl, 'bench-jwt-secret-0123456789-abcdefghij');
const browser = await launchChromium();
try {
  const { adminToken } = await loadFixtures(server.url);
  const results: Record<string, { fcp: number[]; content: number[] }> = {
    landing: { fcp: [], content: [] },
    'admin dashboard': { fcp: [], content: [] },
  };
  for (let run = 0; run < runs; run++) {
    // A fresh context each run: a first visit, nothing cached.
    const context = await browser.newContext();
    // The app must need nothing beyond our origin.
    await context.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
    const page = await context.newPage();
    const landing = await measure(page, `${server.url}/`, 'Maritime Asset Management System');
    results.landing?.fcp.push(landing.fcp);
    results.landing?.content.push(landing.content);
    await page.evaluate(
      ([token, username]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('role', 'admin');
        localStorage.setItem('username', username);
      },
      [adminToken, BENCH_ADMIN] as const,
    );
    const fresh = await context.newPage();
    const dashboard = await measure(fresh, `${server.url}/admin/dashboard`, 'Total Assets');
    results['admin dashboard']?.fcp.push(dashboard.fcp);
    results['admin dashboard']?.content.push(dashboard.content);
    await context.close();
  }
  console.log(`\nMedians of ${runs} cold loads (${databaseUrl.split(':')[0]}):\n`);
  console.log('| page | first contentful paint ms | content visible ms |');
  console.log('|---|---:|---:|');
  for (const [name, r] of Object.entries(results)) {
    console.log(`| ${name} | ${median(r.fcp).toFixed(0)} | ${median(r.content).toFixed(0)} |`);
  }
} finally {
  await browser.close();
  await server.stop();
}
