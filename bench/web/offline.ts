/**
 * Offline field mode, in headless Chromium against the built server on a fresh SQLite database:
 *   npm run build && npm run bench:offline -- [--assets 500] [--runs 5] [--skip-baseline]
 * Figures: the service worker's precache (files and bytes), taking a round of N assets offline, opening the
 * round's page without signal (first contentful paint, and the page's counts on screen) against the same
 * page opened online in the same run, and the outbox draining N round marks queued without signal, made a
 * second apart on the phone's clock: first one by one (the baseline: the batch route answers 404, as a server
 * without batches does), then the same marks of a second round in batches. Then counts on the database that
 * each mark landed exactly once, at the time it was made.
 */
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import type { Page, Response } from 'playwright-core';
import { launchChromium } from '../../e2e/support/chromium';
import { installDeviceClock, setDeviceClock } from '../../e2e/support/device-clock';
import { adminToken, importAssets, startServer } from '../load/server-process';
import { api, roundAssetIds } from './api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    assets: { type: 'string', default: '500' },
    runs: { type: 'string', default: '5' },
    'skip-baseline': { type: 'boolean', default: false },
    'label-every-ms': { type: 'string', default: '1000' },
  },
});
const count = Number(values.assets);
const runs = Number(values.runs);
const ADMIN_PASSWORD = 'bench-offline-admin-1';
const LOCATION = 'Bench quay';
/**
 * How far apart the marks are made on the phone's clock: by default a label a second, a stocktake walked
 * (the pace the server's field-write limit is sized for); 0 keeps the real clock, the bench's typing pace.
 */
const LABEL_EVERY_MS = Number(values['label-every-ms']);
const dataDir = path.join(root, 'bench', 'data', 'offline');
const dist = path.join(root, 'web', 'dist');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function precache(): { files: number; kb: number } {
  const listed = [...readFileSync(path.join(dist, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)];
  const bytes = listed.reduce((sum, match) => sum + statSync(path.join(dist, match[1] ?? '')).size, 0);
  return { files: listed.length, kb: bytes / 1024 };
}

type Way = 'one by one' | 'in batches';

async function seed(
  url: string,
  token: string,
): Promise<{ rounds: Record<Way, string>; assetIds: string[] }> {
  const rows = Array.from({ length: count }, (_, i) => `Lifebuoy ${i + 1},Lifebuoy,${LOCATION}`);
  await importAssets(url, token, rows);
  const plan = (name: string) =>
    api<{ _id: string }>(url, token, 'POST', '/rounds', {
      name,
      kind: 'stocktake',
      scope: { locations: [LOCATION] },
    });
  const rounds = {
    'in batches': (await plan('Bench stocktake'))._id,
    'one by one': (await plan('Bench stocktake, one by one'))._id,
  };
  const assetIds = await roundAssetIds(url, token, rounds['in batches'], count);
  return { rounds, assetIds };
}

/** What the server holds of one round's marks: found items, and scans in the history, inside `window`. */
function landed(roundId: string, window: { from: number; to: number }) {
  const db = new Database(dbFile, { readonly: true });
  try {
    const from = new Date(window.from).toISOString();
    const to = new Date(window.to).toISOString();
    const one = (sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;
    return {
      found: one(
        `select count(*) as n from round_items where round_id = ? and state = 'found' and marked_at >= ? and marked_at <= ?`,
        roundId,
        from,
        to,
      ),
      scans: one(
        `select count(*) as n from activities where action = 'scanned' and created_at >= ? and created_at <= ?`,
        from,
        to,
      ),
      scannedAssets: one(
        `select count(distinct asset_id) as n from activities where action = 'scanned' and created_at >= ? and created_at <= ?`,
        from,
        to,
      ),
    };
  } finally {
    db.close();
  }
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

async function takeOffline(page: Page, roundId: string): Promise<{ seconds: number; text: string }> {
  await page.goto(`/admin/rounds/${roundId}`);
  const started = performance.now();
  await page.getByRole('button', { name: 'Take offline' }).click();
  await page.getByTestId('offline-pack-status').waitFor({ timeout: 300_000 });
  const text = (await page.getByTestId('offline-pack-status').textContent())?.trim() ?? '';
  return { seconds: (performance.now() - started) / 1000, text };
}

/**
 * Without signal, each label's code typed into the round's scan mode, the phone's clock `LABEL_EVERY_MS` on
 * per label from `madeFrom` (or the real clock); it is right again before the signal comes back. Answers
 * when, on the phone's clock, the first and the last mark were made.
 */
async function queueMarks(
  page: Page,
  roundId: string,
  assetIds: string[],
  madeFrom: number,
): Promise<{ from: number; to: number }> {
  await page.goto(`/admin/rounds/${roundId}`);
  await page.getByRole('button', { name: 'Scan labels' }).click();
  const field = page.getByLabel('Type or paste a code');
  const mark = page.getByRole('button', { name: 'Mark', exact: true });
  const typedFrom = Date.now();
  for (const [i, id] of assetIds.entries()) {
    if (LABEL_EVERY_MS > 0) await setDeviceClock(page, madeFrom + i * LABEL_EVERY_MS);
    await field.fill(id);
    await mark.click();
  }
  while ((await pending(page)) !== String(assetIds.length)) await page.waitForTimeout(50);
  await setDeviceClock(page, null);
  return LABEL_EVERY_MS > 0
    ? { from: madeFrom, to: madeFrom + (assetIds.length - 1) * LABEL_EVERY_MS }
    : { from: typedFrom, to: Date.now() };
}

interface Drain {
  seconds: number;
  /** Requests that reached the server: single marks, batches. */
  singles: number;
  batches: number;
  /** Writes the server answered 429 (alone, or inside a batch). */
  paced: number;
}

/** From the network's return until the badge shows nothing waiting, counting what went over the wire. */
async function drainOnline(page: Page): Promise<Drain> {
  const counts = { singles: 0, batches: 0, paced: 0 };
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'POST') return;
    if (/^\/api\/rounds\/[^/]+\/marks$/.test(pathname)) {
      counts.singles += 1;
      if (response.status() === 429) counts.paced += 1;
    } else if (pathname === '/api/field-writes' && response.status() === 200) {
      counts.batches += 1;
      void response
        .json()
        .then((body: { answers: { status: number | null }[] }) => {
          counts.paced += body.answers.filter((answer) => answer.status === 429).length;
        })
        .catch(() => undefined);
    }
  };
  page.on('response', onResponse);
  const started = performance.now();
  await page.context().setOffline(false);
  while ((await pending(page)) !== '0') await page.waitForTimeout(20);
  const seconds = (performance.now() - started) / 1000;
  page.off('response', onResponse);
  return { seconds, ...counts };
}

mkdirSync(dataDir, { recursive: true });
const dbFile = path.join(dataDir, 'bench.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;
const server = await startServer(root, `sqlite:${dbFile}`, 'bench-offline-secret-bench-offline-secret');
const browser = await launchChromium();
try {
  const token = await adminToken(server.url, ADMIN_PASSWORD);
  const { rounds, assetIds } = await seed(server.url, token);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  await installDeviceClock(context);
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(
    (session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    },
    { token, role: 'admin', username: 'admin' },
  );
  await page.goto(`/admin/rounds/${rounds['in batches']}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const take = await takeOffline(page, rounds['in batches']);
  const online: { paintMs: number; readyMs: number }[] = [];
  for (let run = 0; run < runs; run++) online.push(await openRound(page));
  await context.setOffline(true);
  const offline: { paintMs: number; readyMs: number }[] = [];
  for (let run = 0; run < runs; run++) offline.push(await openRound(page));
  await context.setOffline(false);

  // Each way's marks are made over N labels' time that ends before the next way's begins: the per-user
  // bucket refills by the time between when writes happened, so the two ways never share it (with
  // --label-every-ms 0 they would: measure one way, --skip-baseline).
  const ways: Way[] = values['skip-baseline'] ? ['in batches'] : ['one by one', 'in batches'];
  const span = assetIds.length * LABEL_EVERY_MS;
  const firstMadeAt = Date.now() - ways.length * (span + 60_000);
  const results: Array<{ way: Way; drain: Drain; landed: ReturnType<typeof landed> }> = [];
  for (const [n, way] of ways.entries()) {
    const roundId = rounds[way];
    if (way === 'one by one') await takeOffline(page, roundId);
    // A server without batches answers 404 to them: the outbox then sends each write alone.
    if (way === 'one by one')
      await page.route('**/api/field-writes', (route) =>
        route.fulfill({ status: 404, json: { message: 'Not Found' } }),
      );
    const madeFrom = firstMadeAt + n * (span + 60_000);
    await context.setOffline(true);
    const made = await queueMarks(page, roundId, assetIds, madeFrom);
    const drain = await drainOnline(page);
    await page.unroute('**/api/field-writes');
    results.push({
      way,
      drain,
      landed: landed(roundId, { from: made.from - 1_000, to: made.to + 1_000 }),
    });
  }

  const { files, kb } = precache();
  console.log(
    `\nOffline field mode, ${assetIds.length} assets, ${runs} opens each way, SQLite, 390 x 844 (medians), load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(`| figure | value |\n|---|---:|`);
  console.log(`| service worker precache | ${files} files, ${kb.toFixed(0)} KB |`);
  console.log(`| take the round offline | ${take.seconds.toFixed(1)} s (${take.text}) |`);
  console.log(
    `| open the round online: first paint / counts on screen | ${median(online.map((o) => o.paintMs)).toFixed(0)} / ${median(online.map((o) => o.readyMs)).toFixed(0)} ms |`,
  );
  console.log(
    `| open the round offline: first paint / counts on screen | ${median(offline.map((o) => o.paintMs)).toFixed(0)} / ${median(offline.map((o) => o.readyMs)).toFixed(0)} ms |`,
  );
  const pace = LABEL_EVERY_MS > 0 ? `made ${LABEL_EVERY_MS} ms apart on the phone's clock` : 'made as typed';
  for (const { way, drain, landed: held } of results) {
    console.log(
      `| drain ${assetIds.length} queued marks (${pace}) ${way} | ${drain.seconds.toFixed(1)} s, ${(assetIds.length / drain.seconds).toFixed(0)} per second; ${drain.singles} single requests, ${drain.batches} batches, ${drain.paced} answered 429 |`,
    );
    console.log(
      `| on the server afterwards (${way}) | ${held.found} of ${assetIds.length} found at the time made; ${held.scans} scans of ${held.scannedAssets} assets |`,
    );
  }
  const exact = results.every(
    ({ landed: held }) =>
      held.found === assetIds.length &&
      held.scans === assetIds.length &&
      held.scannedAssets === assetIds.length,
  );
  console.log(
    exact ? 'every mark landed exactly once, at the time it was made' : 'MISMATCH: see the counts above',
  );
  if (!exact) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
