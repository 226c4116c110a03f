/** What the scenarios need from the seeded database: tokens, asset ids, an image form. */
import sharp from 'sharp';
import { accountName, BENCH_ADMIN, BENCH_EMPLOYEE, BENCH_PASSWORD } from '../seed/generate';

export interface Fixtures {
  adminToken: string;
  employeeToken: string;
  employeeName: string;
  assetIds: string[];
  imageForm: { body: Buffer; contentType: string };
  /** Fresh rounds of about 5,000 expected assets; the first also serves the round page and report. */
  rounds: RoundFixture[];
  /** Unassigned assets with their fields, to send back unchanged as edits. */
  editable: { id: string; name: string; type: string; location: string; status: string }[];
  /** Inspections that pass: the asset, its plan and an answer to each required item. */
  inspections: { assetId: string; body: string }[];
}

/** A round of about 5,000 expected assets (whole locations), their ids, and the people assigned to it. */
export interface RoundFixture {
  id: string;
  expected: number;
  assetIds: string[];
  walkerTokens: string[];
}

const ROUND_SIZE = 5000;
/**
 * The people walking the bench rounds. Scans and marks are rate-limited per user (a burst of 120, then 2
 * a second), as a person scans; 5,000 marks in seconds are many people's, so they rotate over 50 accounts.
 */
const ROUND_WALKERS = 50;
/** Rounds made for the mark scenario: each bench round marks a fresh one (more bench rounds reuse them). */
const MARK_ROUNDS = 5;

/**
 * Locations whose subtrees add up to about ROUND_SIZE assets, none inside another: a round's location
 * takes everything below it.
 */
async function roundLocations(url: string, headers: Record<string, string>): Promise<string[]> {
  const tree = (await (await fetch(`${url}/api/locations`, { headers })).json()) as {
    path: string;
    subtreeAssetCount: number;
  }[];
  const nested = (a: string, b: string) => a === b || a.startsWith(`${b} / `) || b.startsWith(`${a} / `);
  const locations: string[] = [];
  let total = 0;
  for (const { path, subtreeAssetCount } of [...tree].sort(
    (a, b) => b.subtreeAssetCount - a.subtreeAssetCount,
  )) {
    if (total + subtreeAssetCount > ROUND_SIZE * 1.02 || locations.length >= 50) continue;
    if (locations.some((chosen) => nested(chosen, path))) continue;
    locations.push(path);
    total += subtreeAssetCount;
  }
  return locations;
}

async function createRound(
  url: string,
  token: string,
  locations: string[],
  assignees: string[],
  n: number,
): Promise<Omit<RoundFixture, 'walkerTokens'>> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res = await fetch(`${url}/api/rounds`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Bench stocktake ${Date.now()} ${n}`,
      kind: 'stocktake',
      scope: { locations },
      assignees,
    }),
  });
  if (!res.ok) throw new Error(`creating a bench round failed: ${res.status} ${await res.text()}`);
  const round = (await res.json()) as { _id: string; counts: { expected: number } };
  const assetIds: string[] = [];
  for (let page = 1; assetIds.length < round.counts.expected; page++) {
    const items = (await (
      await fetch(`${url}/api/rounds/${round._id}/items?page=${page}&limit=100`, { headers })
    ).json()) as { assetId: string }[];
    if (items.length === 0) break;
    assetIds.push(...items.map((item) => item.assetId));
  }
  return { id: round._id, expected: round.counts.expected, assetIds };
}

interface Walkers {
  ids: string[];
  tokens: string[];
}

/** The walkers of each round: 50 employees after the bench employee, others for every round. */
async function roundWalkers(url: string, token: string, rounds: number): Promise<Walkers[]> {
  const users = (await (
    await fetch(`${url}/api/admin/users`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { _id: string; username: string; role: string }[];
  const byName = new Map(users.map((user) => [user.username, user]));
  const groups: Walkers[] = [];
  for (let n = 102; groups.length < rounds;) {
    const group: Walkers = { ids: [], tokens: [] };
    for (; group.ids.length < ROUND_WALKERS; n++) {
      const user = byName.get(accountName(n));
      if (!user) throw new Error('not enough employees: seed with --users 2000');
      if (user.role !== 'user') continue;
      group.ids.push(user._id);
      // One after another: sign-ins in flight from one address count against its limit until they succeed.
      group.tokens.push(await login(url, user.username));
    }
    groups.push(group);
  }
  return groups;
}

async function createRounds(url: string, token: string): Promise<RoundFixture[]> {
  const locations = await roundLocations(url, { authorization: `Bearer ${token}` });
  const walkers = await roundWalkers(url, token, MARK_ROUNDS);
  const rounds: RoundFixture[] = [];
  for (const [n, group] of walkers.entries())
    rounds.push({
      ...(await createRound(url, token, locations, group.ids, n + 1)),
      walkerTokens: group.tokens,
    });
  return rounds;
}

async function login(url: string, name: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login as ${name} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** Ids spread over the whole table: pages at even offsets of the default (newest first) order. */
async function sampleAssetIds(url: string, token: string, count: number): Promise<string[]> {
  const first = await fetch(`${url}/api/assets?page=1&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const total = Number(first.headers.get('x-total-count'));
  const pages = Math.min(count / 100, Math.floor(total / 100));
  const ids: string[] = [];
  for (let i = 0; i < pages; i++) {
    const page = 1 + Math.floor((i * (total / 100 - 1)) / Math.max(1, pages));
    const res = await fetch(`${url}/api/assets?page=${page}&limit=100&sort=name`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { _id: string }[];
    ids.push(...body.map((a) => a._id));
  }
  if (ids.length === 0) throw new Error('no assets: seed the database first (npm run bench:seed)');
  return ids;
}

/** A phone-photo-like JPEG (noise does not compress) in a multipart form, as the web app sends it. */
async function imageForm(): Promise<Fixtures['imageForm']> {
  const width = 1024;
  const height = 768;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const boundary = '----harbourbench7f3a';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('name', 'Bench Radio') +
    field('type', 'Radio') +
    field('location', 'Ops Centre') +
    field('status', 'Available') +
    `--${boundary}\r\nContent-Disposition: form-data; name="assetImage"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function editableAssets(url: string, token: string): Promise<Fixtures['editable']> {
  const headers = { authorization: `Bearer ${token}` };
  type Listed = { _id: string; name: string; type: string; location: string; status: string };
  const assets: Listed[] = [];
  for (const page of [70, 71, 72]) {
    const res = await fetch(`${url}/api/assets?page=${page}&limit=100&sort=name`, { headers });
    assets.push(...((await res.json()) as Listed[]));
  }
  return assets
    .filter((a) => a.status !== 'In Use')
    .map(({ _id, name, type, location, status }) => ({ id: _id, name, type, location, status }));
}

interface Plan {
  _id: string;
  checklist: { id: string; kind: string; required: boolean }[];
}

/** Due inspections of plans that need no photo, each with a passing answer to every required item. */
async function passingInspections(url: string, token: string): Promise<Fixtures['inspections']> {
  const headers = { authorization: `Bearer ${token}` };
  const plans = (await (await fetch(`${url}/api/admin/inspection-plans`, { headers })).json()) as Plan[];
  const answerable = new Map(
    plans
      .filter((plan) => !plan.checklist.some((item) => item.required && item.kind === 'photo'))
      .map((plan) => [plan._id, plan]),
  );
  const inspections: Fixtures['inspections'] = [];
  for (let page = 1; inspections.length < 300 && page <= 20; page++) {
    const due = (await (
      await fetch(`${url}/api/compliance?page=${page}&limit=100&kind=inspection`, { headers })
    ).json()) as { assetId: string; sourceId: string }[];
    for (const item of due) {
      const plan = answerable.get(item.sourceId);
      if (!plan) continue;
      const answers = plan.checklist
        .filter((c) => c.required)
        .map((c) =>
          c.kind === 'pass-fail'
            ? { itemId: c.id, pass: true }
            : c.kind === 'number'
              ? { itemId: c.id, value: 1 }
              : { itemId: c.id, text: 'ok' },
        );
      inspections.push({ assetId: item.assetId, body: JSON.stringify({ planId: plan._id, answers }) });
    }
  }
  if (inspections.length === 0) throw new Error('no due inspection without a required photo in the seed');
  return inspections;
}

export async function loadFixtures(url: string): Promise<Fixtures> {
  const [adminToken, employeeToken] = await Promise.all([
    login(url, BENCH_ADMIN),
    login(url, BENCH_EMPLOYEE),
  ]);
  return {
    adminToken,
    employeeToken,
    employeeName: BENCH_EMPLOYEE,
    assetIds: await sampleAssetIds(url, adminToken, 1000),
    imageForm: await imageForm(),
    rounds: await createRounds(url, adminToken),
    editable: await editableAssets(url, adminToken),
    inspections: await passingInspections(url, adminToken),
  };
}
