/**
 * CSV import and export at 100,000 assets, against the built server on a fresh database per run:
 *   npm run build && npm run bench:import -- [--rows 100000] [--runs 3]
 * DATABASE_URL picks PostgreSQL (an empty database, emptied before each run); SQLite by default.
 * Baseline, in the same run: csv-parse reading the same file alone (no server, no database).
 */
import { createWriteStream, existsSync, mkdirSync, openAsBlob, rmSync, createReadStream } from 'node:fs';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse';
import pg from 'pg';
import { adminToken, memoryMb, startServer, type Running } from '../load/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, runs: { type: 'string', default: '3' } },
});
const rows = Number(values.rows);
const runs = Number(values.runs);
const dataDir = path.join(root, 'bench', 'data', 'import');
const file = path.join(dataDir, `assets-${rows}.csv`);
const ADMIN_PASSWORD = 'bench-import-admin-1';
if (!existsSync(path.join(root, 'server', 'dist', 'main.js'))) throw new Error('Build first: npm run build');

const TYPES = ['Life raft', 'Buoy', 'Crane', 'Radio', 'EPIRB', 'Fire extinguisher'];
const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A spreadsheet as an authority would bring it: register fields, some notes over two lines, Unicode. */
async function writeFile() {
  if (existsSync(file)) return;
  mkdirSync(dataDir, { recursive: true });
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(
    'name,type,location,status,assignedTo,serialNumber,manufacturer,model,manufacturedOn,inServiceOn,critical,notes\r\n',
  );
  for (let i = 0; i < rows; i++) {
    const type = TYPES[i % TYPES.length]!;
    const notes = i % 10 === 0 ? quote(`Serviced at Ålesund, "ok";\nnext check by crew ${i}`) : '';
    await write(
      `${quote(`${type} ${i}`)},${type},Quay ${i % 50},${i % 7 === 0 ? 'Under Maintenance' : ''},${i % 5 === 0 ? 'admin' : ''},` +
        `SN-${String(i).padStart(7, '0')},Viking,${i % 3 === 0 ? 'RescYou Pro' : 'Ø-200'},2019-0${(i % 9) + 1}-15,2020-01-0${(i % 9) + 1},${i % 4 === 0},${notes}\r\n`,
    );
  }
  out.end();
  await once(out, 'finish');
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, (performance.now() - started) / 1000];
}

async function baselineParse(): Promise<number> {
  const [, seconds] = await timed(async () => {
    let count = 0;
    for await (const record of createReadStream(file).pipe(parse({ bom: true })))
      count += (record as string[]).length;
    return count;
  });
  return seconds;
}

async function importFile(server: Running, token: string, source: string, dryRun: boolean) {
  const form = new FormData();
  form.append('file', await openAsBlob(source), 'assets.csv');
  const res = await fetch(`${server.url}/api/admin/import/assets?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as {
    created: number;
    updated: number;
    unchanged: number;
    errorCount: number;
  };
  if (res.status !== 200 || body.errorCount > 0)
    throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body;
}

async function exportAssets(server: Running, token: string, target: string) {
  const res = await fetch(`${server.url}/api/admin/export/assets.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
  // The DOM and Node typings of ReadableStream differ; the object is Node's own.
  await pipeline(Readable.fromWeb(res.body as WebReadableStream), createWriteStream(target));
}

async function freshDatabase(run: number): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = path.join(dataDir, `run-${run}.db`);
    for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
    return `sqlite:${db}`;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema public cascade; create schema public');
  await client.end();
  return url;
}

async function oneRun(run: number) {
  const server = await (async () => {
    process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;
    return startServer(root, await freshDatabase(run), 'bench-import-secret-bench-import-secret');
  })();
  try {
    const token = await adminToken(server.url, ADMIN_PASSWORD);
    const [preview, previewS] = await timed(() => importFile(server, token, file, true));
    const [commit, commitS] = await timed(() => importFile(server, token, file, false));
    const exported = path.join(dataDir, `export-${run}.csv`);
    const [, exportS] = await timed(() => exportAssets(server, token, exported));
    const [again, againS] = await timed(() => importFile(server, token, exported, false));
    if (preview.created !== rows || commit.created !== rows || again.unchanged !== rows)
      throw new Error(`unexpected counts: ${JSON.stringify({ preview, commit, again })}`);
    return { previewS, commitS, exportS, reimportS: againS, peakMb: memoryMb(server.pid).peak };
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await writeFile();
const samples: ({ baseline: number } & Awaited<ReturnType<typeof oneRun>>)[] = [];
for (let run = 1; run <= runs; run++) {
  const baseline = await baselineParse();
  const sample = { baseline, ...(await oneRun(run)) };
  console.log(
    `run ${run}:`,
    JSON.stringify(sample, (_k, v: unknown) => (typeof v === 'number' ? Number(v.toFixed(2)) : v)),
  );
  samples.push(sample);
}
const keys = ['baseline', 'previewS', 'commitS', 'exportS', 'reimportS', 'peakMb'] as const;
const medians = Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))]));
console.log(`\n${rows} rows, ${runs} runs, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} (medians)`);
for (const k of keys) {
  const ratio =
    k === 'baseline' || k === 'peakMb'
      ? ''
      : `  (${(medians[k]! / medians.baseline!).toFixed(1)}× the parse alone)`;
  console.log(`${k.padEnd(10)} ${medians[k]!.toFixed(2)}${ratio}`);
}
