/**
 * A day's offline field work sent at once: N writes (round marks, inspections and scans, a third each, made
 * over the past 8 hours) queued in the app's outbox and drained against the built server, one by one (the
 * baseline) and in batches (POST /api/field-writes), in the same run, by two crew members on the same data:
 *   npm run build && npm run bench:field-sync -- [--writes 500] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 * Then counts on the database that every write landed exactly once, with the time it was made.
 */
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { FIELD_WRITE_BATCH_LIMIT, isFieldWritePath, type FieldWriteBatchAnswer } from '@harbour/contract';
import { OfflineDatabase, type OutboxEntry } from '../../web/src/lib/offline/offline-db';
import { drain, enqueue, type SendOutcome, type Sender } from '../../web/src/lib/offline/outbox';
import { withOccurredAt } from '../../web/src/lib/offline/occurred-at';
import { adminToken, importAssets, startServer } from '../load/server-process';
import { api, roundAssetIds } from './api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: { writes: { type: 'string', default: '500' }, postgres: { type: 'string' } },
});
const count = Number(values.writes);
const ADMIN_PASSWORD = 'bench-field-sync-admin-1';
const CREW_PASSWORD = 'bench-field-sync-crew-1';
const LOCATION = 'Bench quay';
const DAY_MS = 8 * 3_600_000;

type Kind = 'mark' | 'inspection' | 'scan';
const KINDS: Kind[] = ['mark', 'inspection', 'scan'];

/** Sorts one answer as the app's send-entry.ts does: 2xx sent, 429 and 5xx retry, other 4xx refused. */
function outcome(status: number, retryAfter: number | undefined, message: string): SendOutcome {
  if (status < 300) return { kind: 'sent' };
  if (status === 429) return { kind: 'retry', afterMs: (retryAfter ?? 1) * 1000 };
  if (status >= 500 || /still running/i.test(message)) return { kind: 'retry', afterMs: 500 };
  return { kind: 'refused', status, message };
}

function httpSender(url: string, token: string, batches: boolean): Sender {
  const bodyOf = (entry: OutboxEntry) =>
    (withOccurredAt(entry.body, entry.occurredAt) as { json: object }).json;
  const one = async (entry: OutboxEntry): Promise<SendOutcome> => {
    const res = await fetch(`${url}/api${entry.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': entry.key,
      },
      body: JSON.stringify(bodyOf(entry)),
    });
    const text = await res.text();
    return outcome(res.status, Number(res.headers.get('retry-after')) || undefined, text);
  };
  if (!batches) return { one };
  return {
    one,
    many: {
      limit: FIELD_WRITE_BATCH_LIMIT,
      batchable: (entry) => isFieldWritePath(`/api${entry.path}`),
      send: async (entries) => {
        const writes = entries.map((entry) => ({
          key: entry.key,
          path: `/api${entry.path}`,
          body: bodyOf(entry),
        }));
        const { answers } = await api<FieldWriteBatchAnswer>(url, token, 'POST', '/field-writes', { writes });
        return answers.map((a): SendOutcome =>
          a.outcome === 'held' || a.status === null
            ? { kind: 'held' }
            : outcome(a.status, a.retryAfterSeconds, JSON.stringify(a.body)),
        );
      },
    },
  };
}

interface Setup {
  assetIds: string[];
  planId: string;
  rounds: string[];
  crew: { username: string; token: string }[];
}

async function seed(url: string): Promise<Setup> {
  const token = await adminToken(url, ADMIN_PASSWORD);
  await importAssets(
    url,
    token,
    Array.from({ length: count }, (_, i) => `Lifebuoy ${i + 1},Lifebuoy,${LOCATION}`),
  );
  const plan = await api<{ _id: string }>(url, token, 'POST', '/admin/inspection-plans', {
    name: 'Lifebuoy check',
    rule: { every: { count: 1, unit: 'months' } },
    dueSoonDays: 7,
    checklist: [{ id: 'ring', label: 'Ring and line intact', kind: 'pass-fail', required: true }],
    failSetsMaintenance: false,
    assetTypes: ['Lifebuoy'],
    assetIds: [],
  });
  const crew: Setup['crew'] = [];
  const rounds: string[] = [];
  for (const username of ['one.by.one', 'in.batches']) {
    const user = await api<{ _id: string }>(url, token, 'POST', '/admin/create-user', {
      username,
      password: CREW_PASSWORD,
      role: 'user',
    });
    const login = await api<{ token: string }>(url, '', 'POST', '/auth/login', {
      username,
      password: CREW_PASSWORD,
    });
    crew.push({ username, token: login.token });
    const round = await api<{ _id: string }>(url, token, 'POST', '/rounds', {
      name: `Stocktake by ${username}`,
      kind: 'stocktake',
      scope: { locations: [LOCATION] },
      assignees: [user._id],
    });
    rounds.push(round._id);
  }
  const assetIds = await roundAssetIds(url, token, rounds[0]!, count);
  return { assetIds, planId: plan._id, rounds, crew };
}

/** Queues the day's writes in a fresh outbox, each stamped with the device time it was made. */
async function queueDay(db: OfflineDatabase, setup: Setup, who: number, dayStart: number): Promise<void> {
  const { username } = setup.crew[who]!;
  for (const [i, assetId] of setup.assetIds.entries()) {
    const kind = KINDS[i % 3]!;
    const made = dayStart + Math.floor((i * DAY_MS) / count);
    const write =
      kind === 'mark'
        ? { path: `/rounds/${setup.rounds[who]}/marks`, json: { assetId } }
        : kind === 'inspection'
          ? {
              path: `/assets/${assetId}/inspections`,
              json: { planId: setup.planId, answers: [{ itemId: 'ring', pass: true }] },
            }
          : { path: '/assets/scan', json: { assetId, scanLocation: LOCATION } };
    await enqueue(
      db,
      {
        key: `${username}-${i}-${randomBytes(4).toString('hex')}`,
        userId: username,
        username,
        kind,
        path: write.path,
        body: { json: write.json },
        summary: `${kind} ${i}`,
        assetId,
        roundId: kind === 'mark' ? setup.rounds[who]! : null,
      },
      made,
    );
  }
}

async function drainAll(
  db: OfflineDatabase,
  userId: string,
  sender: Sender,
): Promise<{ seconds: number; requests: number }> {
  const started = performance.now();
  let requests = 0;
  const counted: Sender = {
    one: (entry) => ((requests += 1), sender.one(entry)),
    ...(sender.many
      ? { many: { ...sender.many, send: (entries) => ((requests += 1), sender.many!.send(entries)) } }
      : {}),
  };
  for (;;) {
    const report = await drain(db, userId, counted, { clockOffsetMs: () => 0 });
    if (report.waiting === 0) break;
    const next = (await db.outbox.where('userId').equals(userId).toArray()).filter(
      (e) => e.state === 'pending',
    );
    const wait = Math.max(0, Math.min(...next.map((e) => e.nextAttemptAt)) - Date.now());
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const refused = await db.outbox.where('userId').equals(userId).count();
  if (refused > 0) throw new Error(`${refused} writes were refused`);
  return { seconds: (performance.now() - started) / 1000, requests };
}

type Query = (sql: string, params: unknown[]) => Promise<number>;

/** What landed for one crew member: each kind's rows, distinct assets, and rows carrying the day's time. */
async function landed(query: Query, username: string, dayStart: number) {
  const from = new Date(dayStart).toISOString();
  const to = new Date(dayStart + DAY_MS).toISOString();
  return {
    marks: await query(
      `select count(*) as n from round_items ri join rounds r on r.id = ri.round_id where r.name = $1 and ri.state = 'found' and ri.marked_at >= $2 and ri.marked_at < $3`,
      [`Stocktake by ${username}`, from, to],
    ),
    inspections: await query(
      `select count(distinct asset_id) as n from inspections where username = $1 and performed_at >= $2 and performed_at < $3`,
      [username, from, to],
    ),
    inspectionRows: await query(`select count(*) as n from inspections where username = $1`, [username]),
    scans: await query(
      `select count(distinct asset_id) as n from activities where username = $1 and action = 'scanned' and scan_location = $2 and created_at >= $3 and created_at < $4`,
      [username, LOCATION, from, to],
    ),
    scanRows: await query(`select count(*) as n from activities where username = $1 and action = 'scanned'`, [
      username,
    ]),
  };
}

async function runOn(label: string, databaseUrl: string, query: () => Query, done: () => Promise<void>) {
  process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;
  const server = await startServer(root, databaseUrl, 'bench-field-sync-secret-bench-field-sync');
  try {
    const setup = await seed(server.url);
    const dayStart = Date.now() - DAY_MS - 60_000;
    const results = [];
    for (const [who, batches] of [
      [0, false],
      [1, true],
    ] as const) {
      const db = new OfflineDatabase(`field-sync-${label}-${who}`);
      await queueDay(db, setup, who, dayStart);
      const { token, username } = setup.crew[who]!;
      const timing = await drainAll(db, username, httpSender(server.url, token, batches));
      db.close();
      results.push({ batches, ...timing, ...(await landed(query(), username, dayStart)) });
    }
    const third = (i: number) => setup.assetIds.filter((_, k) => k % 3 === i).length;
    console.log(
      `\n${count} queued field writes drained, ${label} (load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
    );
    console.log(
      '| sent | requests | seconds | writes/s | marks | inspections (rows) | scans (rows) |\n|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of results)
      console.log(
        `| ${r.batches ? `in batches of ${FIELD_WRITE_BATCH_LIMIT}` : 'one by one'} | ${r.requests} | ${r.seconds.toFixed(1)} | ${(count / r.seconds).toFixed(0)} | ${r.marks}/${third(0)} | ${r.inspections}/${third(1)} (${r.inspectionRows}) | ${r.scans}/${third(2)} (${r.scanRows}) |`,
      );
    const exact = results.every(
      (r) =>
        r.marks === third(0) &&
        r.inspections === third(1) &&
        r.inspectionRows === third(1) &&
        r.scans === third(2) &&
        r.scanRows === third(2) + third(0),
    );
    console.log(
      exact ? 'every write landed exactly once, at the time it was made' : 'MISMATCH: see the counts above',
    );
    if (!exact) process.exitCode = 1;
  } finally {
    await server.stop();
    await done();
  }
}

const sqliteFile = path.join(root, 'bench', 'data', `field-sync-${process.pid}.db`);
const sqlite = () => new Database(sqliteFile, { readonly: true });
await runOn(
  'SQLite',
  `sqlite:${sqliteFile}`,
  () => async (sql, params) => {
    const db = sqlite();
    try {
      const row = db.prepare(sql.replace(/\$\d+/g, '?')).get(...params) as { n: number };
      return row.n;
    } finally {
      db.close();
    }
  },
  async () => {
    const { rmSync } = await import('node:fs');
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqliteFile + suffix, { force: true });
  },
);

if (values.postgres) {
  const name = `bench_field_sync_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(values.postgres);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  await runOn(
    'PostgreSQL',
    target.toString(),
    () => async (sql, params) => {
      const { rows } = await client.query<{ n: string | number }>(sql, params);
      return Number(rows[0]?.n ?? 0);
    },
    async () => {
      await client.end();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  );
}
