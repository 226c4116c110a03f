/**
 * Memory before validation: an employee sends six inspections at once, each with ten photos of 9.9 MB, and
 * a made-up plan id (`--plan made-up`, the attack) or a real plan whose photos are read and then refused
 * as not images (`--plan real`: what the bound on uploads in flight per person holds), against the built
 * server. Its resident memory (sampled every 50 ms) and event-loop delay (perf_hooks, from inside the
 * server) during the attack, beside the same server idle just before (the baseline, in the same run).
 * Each build given runs in turn on a fresh SQLite database (docs/SECURITY.md, "Measured: uploads under
 * attack", builds the one before):
 *   npm run bench:uploads -- --server after=server/dist/main.js [--server before=server/dist/before/main.js]
 *     [--plan made-up|real] [--rounds 3] [--clients 6] [--photos 10]
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { adminToken, memoryMb, startServer, type RunningServer } from '../load/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    server: { type: 'string', multiple: true, default: [`after=${path.join('server', 'dist', 'main.js')}`] },
    rounds: { type: 'string', default: '3' },
    clients: { type: 'string', default: '6' },
    photos: { type: 'string', default: '10' },
    plan: { type: 'string', default: 'made-up' },
  },
});
const rounds = Number(values.rounds);
const clients = Number(values.clients);
const photoCount = Number(values.photos);
const PHOTO_BYTES = 9_900_000;
const ADMIN_PASSWORD = 'bench-uploads-admin-1';
const CREW_PASSWORD = 'bench-uploads-crew-1';
const dataDir = path.join(root, 'bench', 'data', 'uploads');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function setUp(server: RunningServer) {
  const admin = await adminToken(server.url, ADMIN_PASSWORD);
  const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  await json(
    await fetch(`${server.url}/api/admin/create-user`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'bench.crew', password: CREW_PASSWORD, role: 'user' }),
    }),
  );
  const asset = await json<{ _id: string }>(
    await fetch(`${server.url}/api/assets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Davit 1', type: 'Davit', location: 'Deck A' }),
    }),
  );
  const checklist = Array.from({ length: photoCount }, (_, i) => ({
    id: `p${i}`,
    label: `Photo ${i + 1}`,
    kind: 'photo',
    required: false,
  }));
  const plan = await json<{ _id: string }>(
    await fetch(`${server.url}/api/admin/inspection-plans`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Davit photos',
        rule: { every: { count: 3, unit: 'months' } },
        dueSoonDays: 14,
        assetTypes: ['Davit'],
        assetIds: [],
        checklist,
        failSetsMaintenance: false,
      }),
    }),
  );
  const login = await json<{ token: string }>(
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench.crew', password: CREW_PASSWORD }),
    }),
  );
  return {
    crew: login.token,
    assetId: asset._id,
    planId: values.plan === 'real' ? plan._id : 'f'.repeat(24),
  };
}

const photo = new Blob([Buffer.alloc(PHOTO_BYTES, 0xab)], { type: 'image/jpeg' });

function inspection(url: string, token: string, assetId: string, planId: string, key: string) {
  const form = new FormData();
  form.append('inspection', JSON.stringify({ planId, answers: [] }));
  for (let i = 0; i < photoCount; i++) form.append(`photo.p${i}`, photo, `p${i}.jpg`);
  return fetch(`${url}/api/assets/${assetId}/inspections`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: form,
  }).then(
    async (res) => {
      await res.arrayBuffer();
      return res.status;
    },
    () => 0,
  );
}

interface Round {
  idleRss: number;
  attackRss: number;
  idleLoop: { p99: number; max: number };
  attackLoop: { p99: number; max: number };
  seconds: number;
  statuses: Record<number, number>;
}

async function measureRound(
  server: RunningServer,
  { crew, assetId, planId }: { crew: string; assetId: string; planId: string },
  round: number,
): Promise<Round> {
  await server.resetLoopDelay();
  await sleep(2000);
  const idleLoop = await server.readLoopDelay();
  await server.resetLoopDelay();
  const idleRss = memoryMb(server.pid).rss;
  let attackRss = idleRss;
  const sampler = setInterval(() => {
    attackRss = Math.max(attackRss, memoryMb(server.pid).rss);
  }, 50);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: clients }, (_, i) =>
      inspection(server.url, crew, assetId, planId, `attack-${round}-${i}`),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const attackLoop = await server.readLoopDelay();
  const counted: Record<number, number> = {};
  for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
  // Let the garbage collector give back what the round took before the next idle baseline.
  await sleep(3000);
  return { idleRss, attackRss, idleLoop, attackLoop, seconds, statuses: counted };
}

async function runBuild(label: string, mainJs: string) {
  const db = path.join(dataDir, `${label}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;
  const server = await startServer(
    root,
    `sqlite:${db}`,
    'bench-uploads-secret-bench-uploads-secret',
    [],
    mainJs,
  );
  try {
    const target = await setUp(server);
    const results: Round[] = [];
    for (let round = 0; round < rounds; round++) {
      const result = await measureRound(server, target, round);
      console.log(label, `round ${round + 1}:`, JSON.stringify(result));
      results.push(result);
    }
    return {
      label,
      idleRss: median(results.map((r) => r.idleRss)),
      attackRss: median(results.map((r) => r.attackRss)),
      idleLoopP99: median(results.map((r) => r.idleLoop.p99)),
      attackLoopP99: median(results.map((r) => r.attackLoop.p99)),
      attackLoopMax: median(results.map((r) => r.attackLoop.max)),
      seconds: Math.round(median(results.map((r) => r.seconds)) * 100) / 100,
      statuses: results.at(-1)?.statuses,
    };
  } finally {
    await server.stop();
  }
}

mkdirSync(dataDir, { recursive: true });
const summary = [];
for (const entry of values.server) {
  const [label, file] = entry.includes('=') ? (entry.split('=', 2) as [string, string]) : ['server', entry];
  summary.push(await runBuild(label, path.resolve(root, file)));
}
console.log(
  `\n${clients} clients × ${photoCount} photos of ${PHOTO_BYTES / 1e6} MB, ${values.plan} plan id; medians of ${rounds} rounds`,
);
console.table(summary);
