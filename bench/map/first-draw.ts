/**
 * The map at 20,000 markers on a phone: Chromium at 390 x 844 with its CPU slowed 4x, a cold cache each run,
 * signed in as the administrator; times from navigation start to /admin/map's markers first drawn (the map's
 * own `map:markers-drawn` mark: the markers' answer read, clustered in MapLibre's worker and painted). Median
 * of the runs, against the built server on 127.0.0.1 and a database of its own, seeded once through the API.
 *   npm run build && npm run bench:map-first-draw -- [--runs 5] [--markers 20000] [--fresh]
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../e2e/support/chromium';
import { adminToken, importAssets, startServer } from '../load/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    markers: { type: 'string', default: '20000' },
    // A new database: seeded again from nothing.
    fresh: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const markers = Number(values.markers);
if (!Number.isInteger(runs) || runs < 1 || runs > 50)
  throw new Error('--runs must be an integer from 1 to 50');
if (!Number.isInteger(markers) || markers < 1 || markers > 50_000)
  throw new Error('--markers must be an integer from 1 to 50,000 (the map answers at most 50,000)');

const PHONE = { width: 390, height: 844 } as const;
const CPU_SLOWDOWN = 4;
const PASSWORD = 'bench-map-first-draw-admin-1';
const TYPE = 'Light buoy';
const dataDir = path.join(root, 'bench', 'data', 'map-first-draw');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The same buoys every time: a fixed sequence (Park and Miller), spread along the Norwegian coast. */
function* chartedPositions(count: number): Generator<{ lat: number; lon: number }> {
  let state = 20_000;
  const next = () => (state = (state * 16_807) % 2_147_483_647) / 2_147_483_647;
  for (let i = 0; i < count; i++) yield { lat: 58 + next() * 13, lon: 4.5 + next() * 26 };
}

async function api<T>(url: string, token: string, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const onTheMap = async (url: string, token: string) =>
  (await api<{ features: unknown[] }>(url, token, 'GET', `/map/assets?type=${encodeURIComponent(TYPE)}`))
    .features.length;

/**
 * `markers` light buoys, each at its own charted position: imported in one file through the product's own
 * import (name, type, location, position), then each asset's position written through the API if the import
 * did not take it.
 */
async function seed(url: string, token: string): Promise<void> {
  const positions = [...chartedPositions(markers)];
  const rows = positions.map(
    ({ lat, lon }, i) => `Buoy ${i + 1},${TYPE},Coast,"${lat.toFixed(5)}, ${lon.toFixed(5)}"`,
  );
  const form = new FormData();
  form.set(
    'file',
    new Blob([`name,type,location,position\r\n${rows.join('\r\n')}\r\n`], { type: 'text/csv' }),
    'buoys.csv',
  );
  const imported = await fetch(`${url}/api/admin/import/assets?dryRun=false`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!imported.ok) {
    // An import without a position column: the buoys first, their positions after.
    await importAssets(
      url,
      token,
      positions.map((_, i) => `Buoy ${i + 1},${TYPE},Coast`),
    );
  }
  if ((await onTheMap(url, token)) >= markers) return;
  const buoys: { _id: string; name: string; type: string; location: string }[] = [];
  for (let page = 1; buoys.length < markers; page++) {
    const batch = await api<typeof buoys>(
      url,
      token,
      'GET',
      `/assets?type=${encodeURIComponent(TYPE)}&limit=100&page=${page}`,
    );
    if (batch.length === 0) break;
    buoys.push(...batch);
  }
  // Eight at a time: the server's pace, not the benchmark's. Each buoy's place follows from its number.
  for (let from = 0; from < buoys.length; from += 8) {
    await Promise.all(
      buoys.slice(from, from + 8).map(({ _id, name, type, location }) =>
        api(url, token, 'PUT', `/assets/${_id}`, {
          name,
          type,
          location,
          position: positions[Number(name.replace(/\D/g, '')) - 1],
        }),
      ),
    );
  }
}

interface Run {
  drawnMs: number;
  answerMs: number;
  libraryMs: number;
  drawn: number;
}

/** One cold visit of the map: a fresh context (nothing cached), the phone's screen and CPU. */
async function openMap(browser: Browser, url: string, token: string): Promise<Run> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: url });
  // The map must need nothing beyond our origin (no MAP_STYLE_URL here).
  await context.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
  await context.addInitScript(
    ([session]) => {
      localStorage.setItem('token', session);
      localStorage.setItem('role', 'admin');
      localStorage.setItem('username', 'admin');
    },
    [token] as const,
  );
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto('/admin/map', { waitUntil: 'commit' });
    await page.locator('[data-markers]').waitFor({ timeout: 180_000 });
    // tsx names the functions it compiles (__name), which the page does not have: a page function with none.
    return await page.evaluate<Run>(`(() => {
      const end = (part) => performance.getEntriesByType('resource').find((entry) => entry.name.includes(part));
      return {
        drawnMs: performance.getEntriesByName('map:markers-drawn')[0]?.startTime ?? NaN,
        answerMs: end('/api/map/assets')?.responseEnd ?? NaN,
        libraryMs: end('/assets/map-view-')?.responseEnd ?? NaN,
        drawn: Number(document.querySelector('[data-markers]')?.getAttribute('data-markers')),
      };
    })()`);
  } finally {
    await context.close();
  }
}

mkdirSync(dataDir, { recursive: true });
const db = path.join(dataDir, 'bench.db');
if (values.fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
process.env.ADMIN_PASSWORD ??= PASSWORD;
const server = await startServer(root, `sqlite:${db}`, 'bench-map-first-draw-secret-bench-map-first');
const browser = await launchChromium();
try {
  const token = await adminToken(server.url, process.env.ADMIN_PASSWORD);
  if ((await onTheMap(server.url, token)) < markers) {
    const started = performance.now();
    await seed(server.url, token);
    console.log(`seeded ${markers} buoys in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await openMap(browser, server.url, token);
    if (result.drawn < markers) throw new Error(`the map drew ${result.drawn} markers, not ${markers}`);
    results.push(result);
    console.log(
      `run ${run + 1}: markers drawn at ${result.drawnMs.toFixed(0)} ms (their answer at ${result.answerMs.toFixed(0)}, MapLibre at ${result.libraryMs.toFixed(0)})`,
    );
  }
  console.log(
    `\nMedians of ${runs} cold visits, ${markers} markers, ${PHONE.width}x${PHONE.height}, CPU ${CPU_SLOWDOWN}x slower:\n`,
  );
  console.log('| from navigation start | median ms |');
  console.log('|---|---:|');
  console.log(`| the markers' answer received | ${median(results.map((r) => r.answerMs)).toFixed(0)} |`);
  console.log(`| MapLibre's chunk received | ${median(results.map((r) => r.libraryMs)).toFixed(0)} |`);
  console.log(`| **markers first drawn** | **${median(results.map((r) => r.drawnMs)).toFixed(0)}** |`);
} finally {
  await browser.close();
  await server.stop();
}
