/**
 * How a 100,000-row import preview shares the server: the server's event-loop delay
 * (perf_hooks.monitorEventLoopDelay, read by bench/load/loop-delay-probe.mjs preloaded in the server) and the
 * latency of GET /api/health probed every 100 ms while the preview runs; then how soon a file over the 200,000-row cap is refused.
 *   npm run build && npm run bench:import-responsiveness -- [--rows 100000] [--runs 3] [--root <checkout>]
 * `--root` names another built checkout (the code before a change) to measure in the same run as a
 * baseline. SQLite, a fresh database per run.
 */
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { watchHealth } from '../load/health-watch';
import { adminToken, startServer } from '../load/server-process';

const here = path.dirname(fileURLToPath(import.meta.url));
const ownRoot = path.resolve(here, '..', '..');
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    root: { type: 'string', multiple: true, default: [] },
  },
});
const rows = Number(values.rows);
const runs = Number(values.runs);
const roots = [...values.root.map((r) => path.resolve(r)), ownRoot];
const dataDir = path.join(ownRoot, 'bench', 'data', 'import');
const ADMIN_PASSWORD = 'bench-import-admin-1';
process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;

async function writeCsv(file: string, count: number) {
  if (existsSync(file)) return;
  mkdirSync(dataDir, { recursive: true });
  const out = createWriteStream(file);
  out.write('name,type,location,serialNumber,manufacturedOn,notes\r\n');
  for (let i = 0; i < count; i++)
    if (
      !out.write(`Raft ${i},Life raft,Quay ${i % 50},SN-${i},2019-04-15,${i % 10 ? '' : '"two\nlines"'}\r\n`)
    )
      await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function post(url: string, token: string, file: string) {
  const form = new FormData();
  form.append('file', await openAsBlob(file), 'assets.csv');
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/import/assets?dryRun=true`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { created?: number; message?: string };
  return { status: res.status, body, seconds: (performance.now() - started) / 1000 };
}

async function measure(root: string, file: string, overCap: string) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'import-responsiveness-'));
  // The probe and the data folder come from this checkout; only the server is `root`'s build.
  const server = await startServer(
    ownRoot,
    `sqlite:${path.join(scratch, 'bench.db')}`,
    'x'.repeat(40),
    [],
    path.join(root, 'server', 'dist', 'main.js'),
  );
  try {
    const token = await adminToken(server.url, ADMIN_PASSWORD);
    await server.resetLoopDelay();
    const health = watchHealth(server.url, 100);
    const preview = await post(server.url, token, file);
    const probes = await health.stop();
    const delay = await server.readLoopDelay();
    if (preview.body.created !== rows) throw new Error(`preview answered ${JSON.stringify(preview.body)}`);
    const refused = await post(server.url, token, overCap);
    if (refused.status !== 400) throw new Error(`over the cap answered ${refused.status}`);
    return {
      preview: preview.seconds,
      loopMax: delay.max,
      loopP99: delay.p99,
      probeMax: Math.max(...probes),
      probesOverSecond: probes.filter((ms) => ms > 1000).length,
      probes: probes.length,
      refusedAfter: refused.seconds,
    };
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const file = path.join(dataDir, `responsiveness-${rows}.csv`);
const overCap = path.join(dataDir, 'responsiveness-over-cap.csv');
await writeCsv(file, rows);
await writeCsv(overCap, 400_000);
for (const root of roots) {
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure(root, file, overCap));
  const m = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
  console.log(
    `${root === ownRoot ? 'this checkout' : root}: preview ${m('preview').toFixed(2)} s, event-loop delay max ` +
      `${m('loopMax')} ms (p99 ${m('loopP99')} ms), health probe max ${Math.round(m('probeMax'))} ms, ` +
      `${m('probesOverSecond')} of ${m('probes')} probes over 1 s, 400,000 rows refused after ` +
      `${m('refusedAfter').toFixed(2)} s (medians of ${runs})`,
  );
}
