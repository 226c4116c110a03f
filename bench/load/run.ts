/**
 * Load benchmark: the built server and a bare Fastify baseline, side by side, on 127.0.0.1.
 *   npm run build && npm run bench:load -- [--duration 5] [--connections 10] [--rounds 3] [--only admin,list]
 *   [--profile]: the server runs under `node --cpu-prof`; its self time per function is printed at the end.
 * Each scenario's event loop delay (p99, max) is measured inside the target process (loop-delay-probe.mjs).
 * DATABASE_URL as for the seed (default sqlite:bench/data/bench.db). Results: stdout and bench/results/.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadFixtures } from './fixtures';
import { monotonicMicros, summariseProfile, summariseStalls, type Window } from './profile-summary';
import { memoryMb, settle, startBaseline, startServer, type RunningServer } from './server-process';
import { BASELINE_NAME, scenarios } from './scenarios';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
if (![duration, connections, rounds].every((n) => Number.isInteger(n) && n > 0 && n <= 600)) {
  throw new Error('--duration, --connections and --rounds must be integers between 1 and 600');
}
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${path.join(root, 'bench', 'data', 'bench.db')}`;
if (!existsSync(path.join(root, 'server', 'dist', 'main.js'))) throw new Error('Build first: npm run build');

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rssMb: number;
  /** The event loop's delay inside the target process during the scenario, p99 and max, in ms. */
  loopP99: number;
  loopMax: number;
}
/** Each round's asset GET p99 over the bare route's p99 of the same round. */
function p99RatiosToBaseline(samples: Map<string, Sample[]>): number[] {
  const bare = samples.get(BASELINE_NAME) ?? [];
  const asset = samples.get('GET /api/assets/:id') ?? [];
  return asset.flatMap((s, i) => {
    const b = bare[i];
    return b && b.p99 > 0 ? [s.p99 / b.p99] : [];
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

const resultsDir = path.join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const profileDir = path.join(resultsDir, `profile-${Date.now()}`);
const profileWindows: Window[] = [];
const server = await startServer(
  root,
  databaseUrl,
  'bench-jwt-secret-0123456789-abcdefghij',
  values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
let baseline: RunningServer | undefined;
try {
  const fixtures = await loadFixtures(server.url);
  // The baseline serves exactly the bytes our server answers for one asset.
  const probe = await fetch(`${server.url}/api/assets/${fixtures.assetIds[0] ?? ''}`, {
    headers: { authorization: `Bearer ${fixtures.employeeToken}` },
  });
  const bodyFile = path.join(resultsDir, 'baseline-body.json');
  writeFileSync(bodyFile, Buffer.from(await probe.arrayBuffer()));
  baseline = await startBaseline(root, bodyFile, databaseUrl);

  const filters = values.only?.split(',').map((s) => s.trim().toLowerCase());
  const all = scenarios(fixtures, databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite');
  const chosen = all.filter(
    (s) =>
      (s.target === 'baseline' && !s.floor) ||
      s.name === 'GET /api/assets/:id' ||
      !filters ||
      filters.some((f) => s.name.toLowerCase().includes(f)),
  );
  // A floor runs whenever a scenario measured against it does, in the same round.
  const selected = all.filter(
    (s) => chosen.includes(s) || (s.floor && chosen.some((c) => c.measuredAgainst === s.floor)),
  );
  const samples = new Map<string, Sample[]>();
  const ratios: number[] = [];
  // Each round's floor (a bare read or insert, just before its scenarios) and each scenario's ratio to it.
  const floors = new Map<string, number>();
  const floorRatios = new Map<string, number[]>();
  console.log(
    `load average at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  console.log(
    `${databaseUrl.split(':')[0]}: ${selected.length} scenarios × ${rounds} rounds, ${connections} connections, ${duration} s each`,
  );
  for (let round = 1; round <= rounds; round++) {
    let baselineRps = 0;
    for (const scenario of selected) {
      const target = scenario.target === 'baseline' ? baseline : server;
      await settle(target.url);
      await target.resetLoopDelay();
      const from = monotonicMicros();
      const result = await autocannon(scenario.options(target.url, connections, duration));
      if (target === server) profileWindows.push({ from, to: monotonicMicros() });
      const loop = await target.readLoopDelay();
      const sample: Sample = {
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        rssMb: memoryMb(target.pid).rss,
        loopP99: loop.p99,
        loopMax: loop.max,
      };
      samples.set(scenario.name, [...(samples.get(scenario.name) ?? []), sample]);
      if (scenario.target === 'baseline' && !scenario.floor) baselineRps = sample.rps;
      if (scenario.name === 'GET /api/assets/:id' && baselineRps > 0) ratios.push(sample.rps / baselineRps);
      if (scenario.floor) floors.set(scenario.floor, sample.rps);
      const floor = scenario.measuredAgainst && floors.get(scenario.measuredAgainst);
      if (floor) {
        const name = `${scenario.name} / ${scenario.measuredAgainst}`;
        floorRatios.set(name, [...(floorRatios.get(name) ?? []), sample.rps / floor]);
      }
      console.log(
        `  round ${round} ${scenario.name}: ${sample.rps.toFixed(0)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms, event loop delay p99 ${sample.loopP99} ms (max ${sample.loopMax}), errors ${sample.errors}, RSS ${sample.rssMb} MB`,
      );
    }
  }

  const rows = [...samples].map(([name, list]) => ({
    name,
    rps: median(list.map((s) => s.rps)),
    p50: median(list.map((s) => s.p50)),
    p99: median(list.map((s) => s.p99)),
    loopP99: median(list.map((s) => s.loopP99)),
    loopMax: Math.max(...list.map((s) => s.loopMax)),
    errors: list.reduce((sum, s) => sum + s.errors, 0),
    rssMb: Math.max(...list.map((s) => s.rssMb)),
  }));
  const ratio = median(ratios);
  const peak = memoryMb(server.pid).peak;
  console.log(
    `\nMedians of ${rounds} rounds (${databaseUrl.split(':')[0]}, ${connections} connections, ${duration} s):\n`,
  );
  console.log(
    '| scenario | req/s | p50 ms | p99 ms | event loop delay p99 ms | its max ms | errors | server RSS MB |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.loopP99.toFixed(1)} | ${r.loopMax} | ${r.errors} | ${r.rssMb} |`,
    );
  console.log(
    `\nGET /api/assets/:id / baseline = ${ratio.toFixed(2)} (median of ${ratios.map((r) => r.toFixed(2)).join(', ')}); server peak RSS ${peak} MB`,
  );
  for (const [name, list] of floorRatios)
    console.log(
      `${name} = ${median(list).toFixed(2)} (median of ${list.map((r) => r.toFixed(2)).join(', ')})`,
    );
  const p99Ratios = p99RatiosToBaseline(samples);
  if (p99Ratios.length)
    console.log(
      `GET /api/assets/:id p99 / baseline p99 = ${median(p99Ratios).toFixed(2)} (median of ${p99Ratios.map((r) => r.toFixed(2)).join(', ')})`,
    );
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(
    path.join(resultsDir, `load-${databaseUrl.split(':')[0]}-${stamp}.json`),
    JSON.stringify(
      {
        databaseUrl: databaseUrl.replace(/\/\/[^@/]*@/, '//'),
        connections,
        duration,
        rounds,
        rows,
        ratios,
        floorRatios: Object.fromEntries(floorRatios),
        peakRssMb: peak,
        p99RatiosToBaseline: p99RatiosToBaseline(samples),
        samples: Object.fromEntries(samples),
      },
      null,
      2,
    ),
  );
} finally {
  await baseline?.stop();
  await server.stop();
}
if (values.profile) {
  const written = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  for (const name of written)
    console.log(
      `\n${summariseProfile(path.join(profileDir, name), profileWindows)}\n\n${summariseStalls(path.join(profileDir, name), profileWindows)}`,
    );
}
