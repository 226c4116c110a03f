/**
 * Scanning on a phone, in headless Chromium at 390 x 844 with the CPU throttled (4x by default) and a fake
 * camera, against the built server on a fresh SQLite database:
 *   npm run build && npm run bench:phone-scan -- [--labels 20] [--throttle 4]
 * One browser profile: the service worker installed and a location's assets taken offline once; then, per
 * label, the browser starts with that label's camera video and opens the scanner in a new tab, online, then
 * again without signal. Figures: a tab opened at the scanner to the camera's first frame, and the label's
 * first frame in view to the asset's details in the page; against ZXing's single read of the same frames.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { launchChromium, launchPersistentChromium } from '../../e2e/support/chromium';
import { fakeCameraArgs } from '../../e2e/support/fake-camera';
import { adminToken, importAssets, startServer } from '../load/server-process';
import { cameraVideoOfLabel, FRAME } from './phone-scan/camera-video';
import { assetShownAt, firstFrame, watchCamera } from './phone-scan/page-probes';
import { printProfile, startProfile } from './phone-scan/page-profile';
import { zxingSingleReads } from './phone-scan/zxing-baseline';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    labels: { type: 'string', default: '20' },
    throttle: { type: 'string', default: '4' },
    // The first label's offline scan profiled: JavaScript self time per script and function, files fetched.
    profile: { type: 'boolean', default: false },
  },
});
const labelCount = Number(values.labels);
const throttle = Number(values.throttle);
if (!Number.isInteger(labelCount) || labelCount < 1 || labelCount > 100)
  throw new Error('--labels must be an integer from 1 to 100');
if (!(throttle >= 1 && throttle <= 20)) throw new Error('--throttle must be from 1 to 20');

const PHONE = { width: 390, height: 844 } as const;
const ADMIN_PASSWORD = 'bench-phone-scan-admin-1';
const LOCATION = 'Bench pier';
const SCAN_ROUTE = '/admin/scan';
const TIMEOUT_MS = 60_000;
const dataDir = path.join(root, 'bench', 'data', 'phone-scan');
const profile = path.join(dataDir, 'profile');

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const p50p95 = (xs: number[]) => `${quantile(xs, 0.5).toFixed(0)} / ${quantile(xs, 0.95).toFixed(0)}`;

interface Asset {
  _id: string;
  name: string;
}

async function api(url: string, token: string, route: string): Promise<Response> {
  const response = await fetch(`${url}/api${route}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function seed(url: string, token: string): Promise<Array<Asset & { label: Buffer }>> {
  const rows = Array.from({ length: labelCount }, (_, i) => `Lifebuoy ${i + 1},Lifebuoy,${LOCATION}`);
  await importAssets(url, token, rows);
  const query = new URLSearchParams({ location: LOCATION, limit: '100', sort: 'name' });
  const assets = (await (await api(url, token, `/assets?${query}`)).json()) as Asset[];
  return Promise.all(
    assets.map(async (asset) => {
      const png = await api(url, token, `/admin/assets/${asset._id}/qr-code?format=png`);
      return { ...asset, label: Buffer.from(await png.arrayBuffer()) };
    }),
  );
}

/** Signed in, the service worker installed and in control, the location's assets stored on the device. */
async function install(url: string, token: string): Promise<void> {
  const context = await launchPersistentChromium(profile, [], PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.evaluate(
      (session) => {
        for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
      },
      { token, role: 'admin', username: 'admin' },
    );
    await page.goto(`${url}/admin/offline`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.getByLabel('Location').selectOption(LOCATION);
    await page.getByRole('button', { name: 'Take this location offline' }).click();
    await page
      .getByText(`${labelCount} ${labelCount === 1 ? 'asset' : 'assets'} stored for offline use`)
      .waitFor({ timeout: TIMEOUT_MS });
  } finally {
    await context.close();
  }
}

interface Sample {
  firstFrameMs: number;
  answerMs: number;
}

/** A new tab at the scanner: the camera's first frame, and the label in view to the asset on screen. */
async function scanOnce(
  context: BrowserContext,
  url: string,
  assetId: string,
  profile = false,
): Promise<Sample> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    if (profile) await startProfile(cdp);
    await page.goto(`${url}${SCAN_ROUTE}`, { waitUntil: 'commit' });
    const shownAt = await assetShownAt(page, assetId, TIMEOUT_MS);
    if (profile) await printProfile(cdp, page);
    const frame = await firstFrame(page);
    if (frame === undefined) throw new Error('the camera probe saw no frame');
    return { firstFrameMs: frame, answerMs: shownAt - frame };
  } finally {
    await page.close();
  }
}

/** Back online, the scans queued without signal sent, so the next label starts with an empty outbox. */
async function drainOutbox(context: BrowserContext, url: string): Promise<void> {
  await context.setOffline(false);
  const page = await context.newPage();
  try {
    await page.goto(`${url}/admin/offline`);
    await page.locator('[data-testid="sync-badge"][data-pending="0"]').waitFor({ timeout: TIMEOUT_MS });
  } finally {
    await page.close();
  }
}

mkdirSync(dataDir, { recursive: true });
rmSync(profile, { recursive: true, force: true });
const db = path.join(dataDir, 'bench.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;
const server = await startServer(root, `sqlite:${db}`, 'bench-phone-scan-secret-bench-phone-scan-secret');
const online: Sample[] = [];
const offline: Sample[] = [];
const squares: Buffer[] = [];
const failures: string[] = [];
try {
  const token = await adminToken(server.url, ADMIN_PASSWORD);
  const assets = await seed(server.url, token);
  await install(server.url, token);
  for (const [index, asset] of assets.entries()) {
    const camera = cameraVideoOfLabel(asset.label);
    squares.push(camera.square);
    const context = await launchPersistentChromium(profile, fakeCameraArgs(camera.video), PHONE);
    try {
      await watchCamera(context);
      online.push(await scanOnce(context, server.url, asset._id));
      await context.setOffline(true);
      offline.push(await scanOnce(context, server.url, asset._id, values.profile && index === 0));
      await drainOutbox(context, server.url);
    } catch (error) {
      // Counted and shown, not hidden: a label that never reached the screen is a failed scan.
      failures.push(
        `label ${index + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
      continue;
    } finally {
      await context.close();
      camera.remove();
    }
    const [on, off] = [online.at(-1), offline.at(-1)];
    console.log(
      `label ${index + 1}: first frame ${on?.firstFrameMs.toFixed(0)} / ${off?.firstFrameMs.toFixed(0)} ms, ` +
        `answer ${on?.answerMs.toFixed(0)} / ${off?.answerMs.toFixed(0)} ms (online / offline)`,
    );
  }
} finally {
  await server.stop();
}

const browser = await launchChromium();
const baseline = await zxingSingleReads(browser, squares, FRAME.height, throttle).finally(() =>
  browser.close(),
);
const read = baseline.texts.filter((text) => text !== null).length;

console.log(
  `\nPhone scan, ${labelCount} labels, Chromium at ${PHONE.width} x ${PHONE.height}, CPU ${throttle}x slower, ` +
    `fake camera ${FRAME.width} x ${FRAME.height}, load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`,
);
if (failures.length > 0) console.log(`${failures.length} labels failed:\n${failures.join('\n')}`);
console.log('| figure | p50 / p95 ms |\n|---|---:|');
console.log(
  `| scanner tab opened → camera's first frame, online | ${p50p95(online.map((s) => s.firstFrameMs))} |`,
);
console.log(
  `| scanner tab opened → camera's first frame, offline | ${p50p95(offline.map((s) => s.firstFrameMs))} |`,
);
console.log(`| label in view → asset on screen, online | ${p50p95(online.map((s) => s.answerMs))} |`);
console.log(`| label in view → asset on screen, offline | ${p50p95(offline.map((s) => s.answerMs))} |`);
console.log(
  `| baseline: ZXing single read of the same frames (${read}/${labelCount} read) | ${p50p95(baseline.readMs)} |`,
);
console.log(`| baseline: ZXing's .wasm fetched and compiled, once | ${baseline.startupMs.toFixed(0)} |`);
