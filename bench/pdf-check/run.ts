/**
 * The PDF check under hostile uploads, against the built server on a fresh SQLite database:
 *   npm run build && npm run bench:pdf-check -- [--runs 3]
 * For each file: the upload's answer and time (the check's time and the rest of the upload), the
 * server's largest event-loop delay meanwhile (monitorEventLoopDelay, preloaded), and the slowest
 * /api/health answer asked every 10 ms meanwhile. Baselines in the same run: the same figures with no
 * upload (idle), and the check before it was rewritten (taken from git history) timed on the same files
 * in this process, where it ran on the event loop: its time is how long the loop was held; beside it the
 * new check timed the same way (the time it now spends in the worker).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkPdf } from '../../server/src/common/pdf-check/check';
import { slowest, watchHealth } from '../load/health-watch';
import { adminToken, startServer, type RunningServer } from '../load/server-process';
import { BENCH_FILES } from './files';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'old-runs': { type: 'string', default: '1' },
    only: { type: 'string', default: '' },
  },
});
const runs = Number(values.runs);
const oldRuns = Number(values['old-runs']);
const ADMIN_PASSWORD = 'bench-pdf-check-admin-1';
const dataDir = path.join(root, 'bench', 'data', 'pdf-check');
const resultsDir = path.join(root, 'bench', 'results');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function upload(url: string, token: string, assetId: string, bytes: Buffer) {
  const form = new FormData();
  form.append('kind', 'certificate');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'certificate.pdf');
  const started = performance.now();
  const res = await fetch(`${url}/api/assets/${assetId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { message?: string };
  return { ms: performance.now() - started, status: res.status, message: body.message ?? '' };
}

/** Measures `during` with the loop delay and the health watch (asked every 10 ms) around it. */
async function measured<T>(server: RunningServer, during: () => Promise<T>) {
  await server.resetLoopDelay();
  const health = watchHealth(server.url, 10);
  const result = await during();
  const healthMs = slowest(await health.stop());
  return { result, healthMs, loop: await server.readLoopDelay() };
}

/** The check as it was before the rewrite, from the commit before the one that removed its file. */
async function oldCheck(): Promise<(bytes: Buffer) => unknown> {
  const file = 'server/src/common/pdf-check.ts';
  const removed = execFileSync('git', ['rev-list', '-1', 'HEAD', '--', file], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const source = execFileSync('git', ['show', `${removed}^:${file}`], { cwd: root, encoding: 'utf8' });
  mkdirSync(resultsDir, { recursive: true });
  const copy = path.join(resultsDir, 'old-pdf-check.ts');
  writeFileSync(copy, source);
  const module = (await import(copy)) as { checkPdf: (bytes: Buffer) => unknown };
  return module.checkPdf;
}

mkdirSync(dataDir, { recursive: true });
const db = path.join(dataDir, 'bench.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;
// why: an idle loop's delay is a few ms, below the probe's default 10 ms resolution.
process.env.LOOP_DELAY_RESOLUTION_MS = '5';
const server = await startServer(root, `sqlite:${db}`, 'bench-pdf-check-secret-bench-pdf-check');
const rows: string[] = [];
try {
  const token = await adminToken(server.url, ADMIN_PASSWORD);
  const created = await fetch(`${server.url}/api/assets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'EPIRB 4', type: 'EPIRB', location: 'Bridge' }),
  });
  const assetId = ((await created.json()) as { _id: string })._id;
  const idle = [];
  for (let run = 0; run < runs; run++) idle.push(await measured(server, () => pause(2000)));
  rows.push(
    `| idle, no upload (baseline) | | | ${median(idle.map((r) => r.loop.max)).toFixed(1)} | ${median(idle.map((r) => r.healthMs)).toFixed(1)} | | |`,
  );
  const check = await oldCheck();
  for (const file of BENCH_FILES.filter((f) => f.name.includes(values.only))) {
    const bytes = file.build();
    const results = [];
    for (let run = 0; run < runs; run++) {
      results.push(await measured(server, () => upload(server.url, token, assetId, bytes)));
    }
    const { status, message } = results[0]!.result;
    const timed = (run: (bytes: Buffer) => unknown) => {
      const started = performance.now();
      run(bytes);
      return performance.now() - started;
    };
    const newMs = Array.from({ length: runs }, () => timed(checkPdf));
    const oldMs = Array.from({ length: oldRuns }, () => timed(check));
    const line =
      `| ${file.name} (${(bytes.length / 1e6).toFixed(1)} MB) | ${status} ${message.slice(0, 60)} | ` +
      `${median(results.map((r) => r.result.ms)).toFixed(0)} | ${median(results.map((r) => r.loop.max)).toFixed(1)} | ` +
      `${median(results.map((r) => r.healthMs)).toFixed(1)} | ${median(newMs).toFixed(0)} | ${median(oldMs).toFixed(0)} |`;
    console.log(line);
    rows.push(line);
  }
} finally {
  await server.stop();
}
const table = [
  `PDF check under hostile uploads: medians of ${runs} runs (the old check: ${oldRuns})`,
  '| file | answer | upload ms | max event-loop delay ms | slowest /api/health ms | new check alone ms | old check on the loop ms |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...rows,
].join('\n');
console.log(`\n${table}`);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'pdf-check.md'), table + '\n');
