/**
 * A sheet of 1,000 labels (Avery L7651, 65 to an A4 sheet: 16 pages), against the built server on a fresh
 * SQLite database per run:
 *   npm run build && npm run bench:labels -- [--labels 1000] [--runs 3]
 * Figures: the time to the last byte of each sheet, and the server's memory: resident when idle (after a
 * 10-label print has loaded the font), and its peak (VmHWM, reset once idle) once the sheets are done. The idle figure is the
 * baseline measured in the same run: what the sheet itself costs is the difference.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { slowest, watchHealth } from '../load/health-watch';
import { adminToken, importAssets, memoryMb, startServer } from '../load/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: { labels: { type: 'string', default: '1000' }, runs: { type: 'string', default: '3' } },
});
const labels = Number(values.labels);
const runs = Number(values.runs);
const SHEETS_PER_RUN = 3;
const ADMIN_PASSWORD = 'bench-labels-admin-1';
const dataDir = path.join(root, 'bench', 'data', 'labels');

// Names in the scripts an authority's register holds: the font must carry every one of them.
const NAMES = [
  'Redningsflåte Ålesund',
  'Σωσίβια σχεδία Πειραιάς',
  'Спасательный плот Мурманск',
  'Liferaft Gdańsk',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function createAssets(url: string, token: string): Promise<string[]> {
  const rows = Array.from(
    { length: labels },
    (_, i) => `"${NAMES[i % NAMES.length]} ${i + 1}",Life raft,Quay ${i % 20}`,
  );
  await importAssets(url, token, rows);
  const ids: string[] = [];
  for (let page = 1; ids.length < labels; page++) {
    const list = await fetch(`${url}/api/assets?page=${page}&limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const assets = (await list.json()) as { _id: string }[];
    if (assets.length === 0) break;
    ids.push(...assets.map((asset) => asset._id));
  }
  return ids.slice(0, labels);
}

async function printSheet(url: string, token: string, assetIds: string[]): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/labels`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ templateId: 'avery-l7651', assetIds }),
  });
  const bytes = await res.arrayBuffer();
  if (!res.ok) throw new Error(`labels answered ${res.status}: ${Buffer.from(bytes).toString()}`);
  return (performance.now() - started) / 1000;
}

async function oneRun(run: number) {
  mkdirSync(dataDir, { recursive: true });
  const db = path.join(dataDir, `run-${run}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;
  const server = await startServer(root, `sqlite:${db}`, 'bench-labels-secret-bench-labels-secret');
  try {
    const token = await adminToken(server.url, ADMIN_PASSWORD);
    const ids = await createAssets(server.url, token);
    await printSheet(server.url, token, ids.slice(0, 10));
    const idleMb = memoryMb(server.pid).rss;
    // why: the import above raised the peak; "5" resets the process's peak RSS (VmHWM) to its current RSS.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const seconds: number[] = [];
    // Asked over and over while the sheets print: the slowest answer is how long others wait.
    const health = watchHealth(server.url, 20);
    for (let sheet = 0; sheet < SHEETS_PER_RUN; sheet++)
      seconds.push(await printSheet(server.url, token, ids));
    const stallMs = slowest(await health.stop());
    const peakMb = memoryMb(server.pid).peak;
    console.log(
      `  run ${run}: sheets ${seconds.map((s) => s.toFixed(2)).join(', ')} s; idle RSS ${idleMb} MB, peak ${peakMb} MB; ` +
        `slowest health answer meanwhile ${stallMs.toFixed(0)} ms`,
    );
    return { seconds: median(seconds), idleMb, peakMb, stallMs };
  } finally {
    await server.stop();
  }
}

const results = [];
for (let run = 1; run <= runs; run++) results.push(await oneRun(run));
console.log(`\n${labels} labels on Avery L7651, ${runs} runs of ${SHEETS_PER_RUN} sheets, SQLite (medians)`);
console.log(
  '| sheet s | idle RSS MB (baseline) | peak RSS MB | peak - idle MB | slowest /api/health meanwhile ms |',
);
console.log('|---:|---:|---:|---:|---:|');
const idle = median(results.map((r) => r.idleMb));
const peak = median(results.map((r) => r.peakMb));
const stall = median(results.map((r) => r.stallMs)).toFixed(0);
console.log(
  `| ${median(results.map((r) => r.seconds)).toFixed(2)} | ${idle} | ${peak} | ${peak - idle} | ${stall} |`,
);
