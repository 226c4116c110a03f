/**
 * The service worker's installation on a first visit, in headless Chromium against the built server:
 *   npm run build && npm run bench:sw-install -- [--runs 5] [--busy]
 * Each run opens /login in a fresh browser context (no cache, no worker) and times until
 * navigator.serviceWorker.ready resolves with an active worker. --busy keeps both cores burning in two child
 * processes for the whole run, because the install that failed was measured on a busy machine.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from '../../e2e/support/chromium';
import { startServer } from '../load/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    busy: { type: 'boolean', default: false },
    'timeout-s': { type: 'string', default: '60' },
  },
});
const runs = Number(values.runs);
const timeoutMs = Number(values['timeout-s']) * 1000;
const dataDir = path.join(root, 'bench', 'data', 'sw-install');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// A child that loops forever: the --busy load. Forked from this file with an argument so no second file exists.
if (process.argv.includes('--burn')) {
  for (;;) Math.sqrt(Math.random());
}

const burners: ChildProcess[] = values.busy
  ? [0, 1].map(() => fork(fileURLToPath(import.meta.url), ['--burn'], { stdio: 'ignore' }))
  : [];

mkdirSync(dataDir, { recursive: true });
const db = path.join(dataDir, 'bench.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
process.env.ADMIN_PASSWORD ??= 'bench-sw-install-admin-1';
const server = await startServer(root, `sqlite:${db}`, 'bench-sw-install-secret-bench-sw-install-secret');
const browser = await launchChromium();
const times: number[] = [];
let failed = 0;
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const started = performance.now();
    await page.goto('/login');
    const state = await page
      .evaluate(
        (ms) =>
          Promise.race([
            navigator.serviceWorker.ready.then((r) => r.active?.state ?? 'none'),
            new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), ms)),
          ]),
        timeoutMs,
      )
      .catch((error: unknown) => `error: ${String(error)}`);
    const ms = performance.now() - started;
    if (state === 'activated' || state === 'activating') times.push(ms);
    else failed++;
    console.log(`run ${run + 1}: ${state} after ${(ms / 1000).toFixed(2)} s`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  for (const child of burners) child.kill();
}
console.log(
  `\nservice worker ready${values.busy ? ' (both cores busy)' : ''}: median ${(median(times) / 1000).toFixed(2)} s, ` +
    `max ${(Math.max(0, ...times) / 1000).toFixed(2)} s, ${failed} of ${runs} not ready within ${timeoutMs / 1000} s`,
);
