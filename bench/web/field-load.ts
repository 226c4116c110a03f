/**
 * First load on a field network: a slow phone (Chromium's CPU slowed 4x) on 1.6 Mbps down, 750 kbps up and
 * 150 ms round trips, a cold cache each run. Times from navigation start to the landing page's content, to a
 * sign-in form ready to type in, and to the scanner's live camera preview (Chromium's fake camera) for a
 * signed-in employee. Medians go to bench/results/field-load.json, which the web budget check reads.
 *   npm run build && npm run bench:field-load -- [--runs 5] [--identity]
 * --identity: every request sent with `Accept-Encoding: identity` (nothing compressed), for a before; its
 * results are written to field-load-identity.json, which the budget check does not read.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../e2e/support/chromium';
import { loadFixtures } from '../load/fixtures';
import { startServer } from '../load/server-process';
import { buildId } from './build-id';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    // The before of compression, in the same run: the phone asks for every file uncompressed.
    identity: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 50)
  throw new Error('--runs must be an integer from 1 to 50');
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${path.join(root, 'bench', 'data', 'bench.db')}`;

/** The emulated phone and its network (bytes per second for Chromium's DevTools protocol). */
const FIELD = { cpuSlowdown: 4, downKbps: 1600, upKbps: 750, rttMs: 150 } as const;
const PHONE = { width: 390, height: 844 } as const;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

const session = (token: string, username: string) => ({
  cookies: [],
  origins: [
    {
      origin: server.url,
      localStorage: [
        { name: 'token', value: token },
        { name: 'role', value: 'user' },
        { name: 'username', value: username },
      ],
    },
  ],
});

/** A first visit on the phone: a fresh context, nothing cached, nothing reached beyond our origin. */
async function coldContext(storageState?: ReturnType<typeof session>): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    storageState,
    ...(values.identity ? { extraHTTPHeaders: { 'accept-encoding': 'identity' } } : {}),
  });
  await context.grantPermissions(['camera'], { origin: server.url });
  await context.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
  return context;
}

/** What the page received over the emulated network: bytes as sent, and the encodings of the scripts. */
interface Received {
  bytes: number;
  scriptEncodings: Set<string>;
}

async function fieldPage(context: BrowserContext): Promise<{ page: Page; received: Received }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const received: Received = { bytes: 0, scriptEncodings: new Set() };
  cdp.on('Network.loadingFinished', (event) => (received.bytes += event.encodedDataLength));
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const encoding = Object.entries(event.response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )?.[1];
    received.scriptEncodings.add(encoding ?? 'identity');
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: FIELD.rttMs,
    downloadThroughput: (FIELD.downKbps * 1000) / 8,
    uploadThroughput: (FIELD.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: FIELD.cpuSlowdown });
  return { page, received };
}

/** Milliseconds from navigation start until `ready` answers a time, checked in the page on every animation frame. */
async function timeUntil(page: Page, url: string, ready: () => number | false): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 120_000 });
  return Number(await shown.jsonValue());
}

// Each check runs in the page (serialised: no closures), and answers when it first holds.
const CHECKS = {
  landing: () =>
    document.body?.innerText.includes('Maritime Asset Management System') ? performance.now() : false,
  // The form a person can type in and send: both fields and the enabled Sign in button.
  'login form': () => {
    const send = Array.from(document.querySelectorAll<HTMLButtonElement>('form button[type=submit]')).find(
      (button) => button.textContent?.includes('Sign in'),
    );
    const fields = document.querySelector('#login-password') && document.querySelector('#login-username');
    return fields && send && !send.disabled ? performance.now() : false;
  },
  // A live preview: the camera's stream plays frames in the scanner's video.
  'camera preview': () => {
    const video = document.querySelector<HTMLVideoElement>('video[aria-label="Camera preview"]');
    return video && video.readyState >= 2 && video.videoWidth > 0 && !video.paused
      ? performance.now()
      : false;
  },
} as const;
type Step = keyof typeof CHECKS;

const server = await startServer(root, databaseUrl, 'bench-jwt-secret-0123456789-abcdefghij');
// Chromium's own moving test pattern as the camera; the permission prompt answered yes.
const browser = await launchChromium([
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
]);
try {
  const { employeeToken, employeeName } = await loadFixtures(server.url);
  const results: Record<Step, number[]> = { landing: [], 'login form': [], 'camera preview': [] };
  const kilobytes: Record<Step, number[]> = { landing: [], 'login form': [], 'camera preview': [] };
  const encodings = new Set<string>();
  for (let run = 0; run < runs; run++) {
    for (const [step, url, storage] of [
      ['landing', '/', undefined],
      ['login form', '/login', undefined],
      ['camera preview', '/user/scan', session(employeeToken, employeeName)],
    ] as const) {
      const context = await coldContext(storage);
      const { page, received } = await fieldPage(context);
      results[step].push(await timeUntil(page, `${server.url}${url}`, CHECKS[step]));
      // Bytes of the requests finished by the time the step was ready (later ones, such as the decoder, not).
      kilobytes[step].push(received.bytes / 1024);
      received.scriptEncodings.forEach((encoding) => encodings.add(encoding));
      await context.close();
    }
  }
  const medians = Object.fromEntries(
    Object.entries(results).map(([step, times]) => [step, Math.round(median(times))]),
  );
  const label = `${FIELD.cpuSlowdown}x CPU, ${FIELD.downKbps / 1000} Mbps down, ${FIELD.upKbps} kbps up, ${FIELD.rttMs} ms RTT`;
  console.log(`\nMedians of ${runs} cold loads on an emulated field phone (${label}), 390x844:\n`);
  console.log('| step | median ms | runs ms | median KB received |');
  console.log('|---|---:|---|---:|');
  for (const [step, times] of Object.entries(results)) {
    console.log(
      `| ${step} | ${medians[step]} | ${times.map((t) => t.toFixed(0)).join(', ')} | ${median(kilobytes[step as Step]).toFixed(0)} |`,
    );
  }
  console.log(`\nScripts arrived as: ${[...encodings].join(', ')}`);
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, values.identity ? 'field-load-identity.json' : 'field-load.json'),
    `${JSON.stringify(
      {
        build: buildId(path.join(root, 'web', 'dist')),
        runs,
        conditions: label,
        medians,
        medianKbReceived: Object.fromEntries(
          Object.entries(kilobytes).map(([step, kb]) => [step, Math.round(median(kb))]),
        ),
        scriptEncodings: [...encodings],
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    values.identity
      ? '\nWritten to bench/results/field-load-identity.json (not read by the budget check).'
      : '\nWritten to bench/results/field-load.json: npm run bench:budget checks it against its budgets.',
  );
} finally {
  await browser.close();
  await server.stop();
}
