/**
 * Offline field mode, in headless Chromium against the built server on a fresh SQLite database:
 *   npm run build && npm run bench:offline -- [--assets 500] [--runs 5]
 * Figures: the service worker's precache (files and bytes), taking a round of N assets offline, opening the
 * round's page without signal (first contentful paint, and the page's counts on screen) against the same
 * page opened online in the same run, and the outbox draining N queued scans (round marks) once back online.
 */
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../e2e/support/chromium';
import { adminToken, importAssets, startServer } from '../load/server-process';
import { api, roundAssetIds } from './api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: { assets: { type: 'string', default: '500' }, runs: { type: 'string', default: '5' } },
});
const count = Number(values.assets);
const runs = Number(values.runs);
const ADMIN_PASSWORD = 'bench-offline-admin-1';
const LOCATION = 'Bench quay';
const dataDir = path.join(root, 'bench', 'data', 'offline');
const dist = path.join(root, 'web', 'dist');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function precache(): { files: number; kb: number } {
  const listed = [...readFileSync(path.join(dist, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)];
  const bytes = listed.reduce((sum, match) => sum + statSync(path.join(dist, match[1] ?? '')).size, 0);
  return { files: listed.length, kb: bytes / 1024 };
}

async function seed(url: string, token: string): Promise<{ roundId: string; assetIds: string[] }> {
  const rows = Array.from({ length: count }, (_, i) => `Lifebuoy ${i + 1},Lifebuoy,${LOCATION}`);
  await importAssets(url, token, rows);
  const round = await api<{ _id: string }>(url, token, 'POST', '/rounds', {
    name: 'Bench stocktake',
    kind: 'stocktake',
    scope: { locations: [LOCATION] },
  });
  const assetIds = await roundAssetIds(url, token, round._id, count);
  return { roundId: round._id, assetIds };
}

/** Milliseconds from navigation to the first contentful paint, and to the round's counts on screen. */
async function openRound(page: Page): Promise<{ paintMs: number; readyMs: number }> {
  await page.reload();
  await page.getByTestId('round-progress').waitFor();
  return page.evaluate(() => ({
    paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    readyMs: performance.now(),
  }));
}

const pending = (page: Page) => page.getByTestId('sync-badge').getAttribute('data-pending');

mkdirSync(dataDir, { recursive: true });
const db = path.join(dataDir, 'bench.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;
const server = await startServer(root, `sqlite:${db}`, 'bench-offline-secret-bench-offline-secret');
const browser = await launchChromium();
try {
  const token = await adminToken(server.url, ADMIN_PASSWORD);
  const { roundId, assetIds } = await seed(server.url, token);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(
    (session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    },
    { token, role: 'admin', username: 'admin' },
  );
  await page.goto(`/admin/rounds/${roundId}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const takeStarted = performance.now();
  await page.getByRole('button', { name: 'Take offline' }).click();
  await page.getByTestId('offline-pack-status').waitFor({ timeout: 300_000 });
  const takeSeconds = (performance.now() - takeStarted) / 1000;
  const packText = await page.getByTestId('offline-pack-status').textContent();

  const online: { paintMs: number; readyMs: number }[] = [];
  for (let run = 0; run < runs; run++) online.push(await openRound(page));
  await context.setOffline(true);
  const offline: { paintMs: number; readyMs: number }[] = [];
  for (let run = 0; run < runs; run++) offline.push(await openRound(page));

  // N scans queued without signal: each label's code typed into the round's scan mode.
  await page.getByRole('button', { name: 'Scan labels' }).click();
  const field = page.getByLabel('Type or paste a code');
  const mark = page.getByRole('button', { name: 'Mark', exact: true });
  for (const id of assetIds) {
    await field.fill(id);
    await mark.click();
  }
  while ((await pending(page)) !== String(assetIds.length)) await page.waitForTimeout(50);
  const drainStarted = performance.now();
  await context.setOffline(false);
  while ((await pending(page)) !== '0') await page.waitForTimeout(20);
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  const round = await api<{ counts: { found: number } }>(server.url, token, 'GET', `/rounds/${roundId}`);

  const { files, kb } = precache();
  console.log(
    `\nOffline field mode, ${assetIds.length} assets, ${runs} opens each way, SQLite, 390 x 844 (medians)`,
  );
  console.log(`| figure | value |\n|---|---:|`);
  console.log(`| service worker precache | ${files} files, ${kb.toFixed(0)} KB |`);
  console.log(`| take the round offline | ${takeSeconds.toFixed(1)} s (${packText?.trim() ?? ''}) |`);
  console.log(
    `| open the round online: first paint / counts on screen | ${median(online.map((o) => o.paintMs)).toFixed(0)} / ${median(online.map((o) => o.readyMs)).toFixed(0)} ms |`,
  );
  console.log(
    `| open the round offline: first paint / counts on screen | ${median(offline.map((o) => o.paintMs)).toFixed(0)} / ${median(offline.map((o) => o.readyMs)).toFixed(0)} ms |`,
  );
  console.log(
    `| drain ${assetIds.length} queued marks | ${drainSeconds.toFixed(1)} s, ${(assetIds.length / drainSeconds).toFixed(0)} per second |`,
  );
  console.log(`| found on the server afterwards | ${round.counts.found} of ${assetIds.length} |`);
} finally {
  await browser.close();
  await server.stop();
}
