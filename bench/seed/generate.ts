/** Generates users, assets and two years of activity in batches, with the distributions of a large port. */
import { hashPassword } from '../../server/src/common/passwords';
import { searchKey } from '../../server/src/db/dialect';
import { newId } from '../../server/src/db/ids';
import {
  assetName,
  assignedStatus,
  laterAction,
  LOCATIONS,
  TYPES,
  unassignedStatus,
  username,
} from './catalog';
import { generateCompliance } from './compliance';
import { createRandom, zipf } from './random';
import type { Cell, Column, Sink } from './sink';

export interface SeedCounts {
  assets: number;
  users: number;
  activities: number;
}

/** Every generated account signs in with this password; the first one is an administrator. */
export const BENCH_PASSWORD = 'bench-password-1';
export const BENCH_ADMIN = 'bench.admin';

/** The n-th generated account: the first and every 50th are administrators (2%). */
export const accountName = (n: number) => (n === 0 ? BENCH_ADMIN : username(n - 1));
const accountRole = (n: number) => (n % 50 === 0 ? 'admin' : 'user');
/** An ordinary employee, mid-ranked: neither the crew member holding hundreds of assets nor an administrator. */
export const BENCH_EMPLOYEE = accountName(101);

const BATCH = 10_000;
const DAY = 24 * 3600 * 1000;
const SPAN = 730 * DAY;

const text = (name: string): Column => ({ name, pgType: 'text' });
const USER_COLUMNS = [
  'id',
  'username',
  'username_key',
  'password_hash',
  'role',
  'last_login',
  'created_at',
  'updated_at',
].map(text);
const ASSET_COLUMNS = [
  'id',
  'name',
  'type',
  'location',
  'status',
  'assigned_to',
  'date_assigned',
  'created_at',
  'updated_at',
  'search_key',
].map(text);
const ACTIVITY_COLUMNS = [
  'id',
  'action',
  'details',
  'asset_id',
  'asset_name',
  'user_id',
  'username',
  'scan_location',
  'created_at',
].map(text);

const iso = (ms: number) => new Date(ms).toISOString();

export async function generate(sink: Sink, counts: SeedCounts, log: (line: string) => void): Promise<void> {
  const random = createRandom(20_260_101);
  const now = Date.now();
  const start = now - SPAN;
  const between = (from: number, to: number) => from + random.next() * Math.max(0, to - from);

  // Users: one shared argon2 hash (hashing 2,000 passwords would take minutes and prove nothing).
  const hash = await hashPassword(BENCH_PASSWORD);
  const userIds: string[] = [];
  const userNames: string[] = [];
  const employees: number[] = [];
  const admins: number[] = [];
  let rows: Cell[][] = [];
  for (let i = 0; i < counts.users; i++) {
    const created = between(start - 90 * DAY, start + SPAN / 2);
    const name = accountName(i);
    const role = accountRole(i);
    userIds.push(newId(created));
    userNames.push(name);
    (role === 'admin' ? admins : employees).push(i);
    rows.push([
      userIds[i] ?? '',
      name,
      name.toLowerCase(),
      hash,
      role,
      random.next() < 0.8 ? iso(between(now - 60 * DAY, now)) : null,
      iso(created),
      iso(created),
    ]);
  }
  await sink.insert('users', USER_COLUMNS, rows);
  log(`users: ${counts.users} (${admins.length} administrators)`);

  // Assets: types and locations skewed, 45% assigned, holders skewed (a few crew hold many).
  const pickType = zipf(TYPES.length, 0.9);
  const pickLocation = zipf(LOCATIONS.length, 0.8);
  const pickHolder = zipf(Math.max(1, employees.length), 0.6);
  const perType = new Array<number>(TYPES.length).fill(0);
  const assetIds: string[] = [];
  const assetNames: string[] = [];
  const assetCreated = new Float64Array(counts.assets);
  const assetType = new Int32Array(counts.assets);
  const assetLocations: string[] = [];
  const assetHolder = new Int32Array(counts.assets).fill(-1);
  rows = [];
  for (let i = 0; i < counts.assets; i++) {
    const typeIndex = pickType(random);
    const type = TYPES[typeIndex] ?? TYPES[0];
    perType[typeIndex] = (perType[typeIndex] ?? 0) + 1;
    const name = assetName(random, type, perType[typeIndex] ?? 0);
    const created = between(start, now - DAY);
    const updated = between(created, now);
    const holder = employees.length > 0 && random.next() < 0.45 ? (employees[pickHolder(random)] ?? -1) : -1;
    const id = newId(created);
    assetIds.push(id);
    assetNames.push(name);
    assetCreated[i] = created;
    assetType[i] = typeIndex;
    assetHolder[i] = holder;
    const location = LOCATIONS[pickLocation(random)] ?? 'Central Store';
    assetLocations.push(location);
    rows.push([
      id,
      name,
      type[0],
      location,
      holder >= 0 ? assignedStatus(random) : unassignedStatus(random),
      holder >= 0 ? (userIds[holder] ?? null) : null,
      holder >= 0 ? iso(between(created, updated)) : null,
      iso(created),
      iso(updated),
      searchKey(name, type[0], location),
    ]);
    if (rows.length === BATCH) {
      await sink.insert('assets', ASSET_COLUMNS, rows);
      rows = [];
    }
  }
  await sink.insert('assets', ASSET_COLUMNS, rows);
  log(`assets: ${counts.assets}`);

  await generateCompliance(
    sink,
    {
      ids: assetIds,
      typeIndex: assetType,
      created: assetCreated,
      locations: assetLocations,
      holders: Array.from(assetHolder, (holder) => (holder >= 0 ? (userIds[holder] ?? null) : null)),
    },
    { id: userIds[0] ?? '', name: BENCH_ADMIN },
    random,
    log,
  );

  // Activity: one 'created' entry per asset, then mostly scans, a hot 5% of assets drawing 30% of them.
  const hot = Math.max(1, Math.floor(counts.assets * 0.05));
  const actorOf = (holder: number, scan: boolean): number => {
    if (scan && holder >= 0 && random.next() < 0.6) return holder;
    if (!scan && admins.length > 0) return admins[random.int(admins.length)] ?? 0;
    return random.int(counts.users);
  };
  rows = [];
  for (let n = 0; n < counts.activities; n++) {
    const creation = n < counts.assets;
    const asset = creation ? n : random.next() < 0.3 ? random.int(hot) : random.int(counts.assets);
    const action = creation ? 'created' : laterAction(random);
    const holder = assetHolder[asset] ?? -1;
    const actor = actorOf(holder, action === 'scanned');
    const created = creation ? (assetCreated[asset] ?? start) : between(assetCreated[asset] ?? start, now);
    const assetId = action === 'deleted' ? newId(created) : (assetIds[asset] ?? '');
    const name = assetNames[asset] ?? '';
    const actorName = userNames[actor] ?? BENCH_ADMIN;
    const other = userNames[random.int(counts.users)] ?? BENCH_ADMIN;
    const details: Record<typeof action, string> = {
      created: `Created at ${LOCATIONS[0] ?? ''}`,
      scanned: `Scanned by ${actorName}`,
      updated: `Updated location: '${LOCATIONS[1] ?? ''}' → '${LOCATIONS[2] ?? ''}'`,
      assigned: `Assigned to ${other}`,
      unassigned: `Unassigned from ${other}`,
      maintenance: 'Status changed from In Use to Under Maintenance',
      available: 'Status changed from Under Maintenance to Available',
      deleted: `Deleted at ${LOCATIONS[3] ?? ''}`,
    };
    rows.push([
      newId(created),
      action,
      details[action],
      assetId,
      name,
      userIds[actor] ?? null,
      actorName,
      action === 'scanned' && random.next() < 0.3
        ? `${(69.6 + random.next()).toFixed(5)},${(18.9 + random.next()).toFixed(5)}`
        : null,
      iso(created),
    ]);
    if (rows.length === BATCH) {
      await sink.insert('activities', ACTIVITY_COLUMNS, rows);
      rows = [];
      if ((n + 1) % 200_000 === 0 && n + 1 < counts.activities) log(`activities: ${n + 1}`);
    }
  }
  await sink.insert('activities', ACTIVITY_COLUMNS, rows);
  log(`activities: ${counts.activities}`);
}
