/** Generates users, assets and two years of activity in batches, with the distributions of a large port. */
import { hashPassword } from '../../server/src/common/passwords';
import { collationSortKey } from '../../server/src/common/collation-sort-key';
import { searchKey } from '../../server/src/db/dialect';
import { sortKeysSetting } from '../../server/src/db/sort-keys';
import { newId } from '../../server/src/db/ids';
import { assetName, assignedStatus, laterAction, TYPES, unassignedStatus, username } from './catalog';
import { generateCompliance } from './compliance';
import { generateMaintenance } from './maintenance';
import { assetTypeKey } from '@harbour/contract';
import { indexFieldValues } from '../../server/src/common/asset-field-values';
import { SEARCH_KEY_SEPARATOR } from '../../server/src/db/dialect';
import { BENCH_TYPE_FIELDS, benchFieldValues } from './field-values';
import type { Phases } from './phases';
import { generateLocations } from './locations';
import { createRandom, zipf } from './random';
import { BATCH_ROWS, type Row, type Sink } from './sink';

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

const DAY = 24 * 3600 * 1000;
const SPAN = 730 * DAY;

const iso = (ms: number) => new Date(ms).toISOString();

/** Types whose assets carry their own charted position (the rest are charted at their location's). */
const CHARTED_TYPES = new Set(['Buoy', 'Beacon', 'Navigation Light']);
/** Of the assets with their own position, the share found off station. */
const OFF_STATION_SHARE = 0.003;

/** An activity's details as the product words them, made only for the action drawn (a million rows). */
const details = (
  places: readonly string[],
): Record<'created' | ReturnType<typeof laterAction>, (actor: string, other: string) => string> => ({
  created: () => `Created at ${places[0] ?? ''}`,
  scanned: (actor) => `Scanned by ${actor}`,
  updated: () => `Updated location: '${places[1] ?? ''}' → '${places[2] ?? ''}'`,
  assigned: (_, other) => `Assigned to ${other}`,
  unassigned: (_, other) => `Unassigned from ${other}`,
  maintenance: () => 'Status changed from In Use to Under Maintenance',
  available: () => 'Status changed from Under Maintenance to Available',
  deleted: () => `Deleted at ${places[3] ?? ''}`,
});

/** `locale`: the ORGANISATION_LOCALE the server will run with, whose collation the sort keys follow. */
export async function generate(
  sink: Sink,
  counts: SeedCounts,
  phases: Phases,
  locale: string,
): Promise<void> {
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
  const users: Row<'users'>[] = [];
  for (let i = 0; i < counts.users; i++) {
    const created = between(start - 90 * DAY, start + SPAN / 2);
    const name = accountName(i);
    const role = accountRole(i);
    userIds.push(newId(created));
    userNames.push(name);
    (role === 'admin' ? admins : employees).push(i);
    users.push({
      id: userIds[i] ?? '',
      username: name,
      username_key: name.toLowerCase(),
      username_sort: collationSortKey(name, locale),
      password_hash: hash,
      role,
      last_login: random.next() < 0.8 ? iso(between(now - 60 * DAY, now)) : null,
      created_at: iso(created),
      updated_at: iso(created),
    });
  }
  await sink.insert('users', users);
  // The keys are this locale's: a server started with it finds them made (db/sort-keys.ts).
  await sink.insert('settings', [sortKeysSetting(locale)]);
  await sink.loaded(['users']);
  phases.done('users', `${counts.users} (${admins.length} administrators)`);

  // Asset types, some with fields; their values come from a PRNG of their own, so the rest of the set is
  // the same as before values were added.
  const typeIds = TYPES.map(() => newId(start));
  await sink.insert(
    'asset_types',
    TYPES.map(([kind], index) => ({
      id: typeIds[index] ?? '',
      name: kind,
      name_key: assetTypeKey(kind),
      fields: JSON.stringify(BENCH_TYPE_FIELDS[kind] ?? []),
      public_reports: 0,
      off_station_meters: 50,
      availability_category: null,
      created_at: iso(start),
      updated_at: iso(start),
    })),
  );
  const tree = generateLocations(iso(start));
  await sink.insert('locations', tree.locations);
  await sink.insert('location_tree', tree.closure);
  await sink.loaded(['locations', 'location_tree']);
  phases.done(
    'locations',
    `${tree.all.length} (${new Set(tree.closure.map((row) => row.depth)).size} levels)`,
  );
  const DETAILS = details(tree.all.map((location) => location.path));
  // The positions and the tree draw from PRNGs of their own, so the rest of the set is as before them.
  const positionRandom = createRandom(20_261_130);
  const valueRandom = createRandom(20_261_129);
  let vessels = 0;
  let fieldValues: Row<'asset_field_values'>[] = [];

  // Assets: types and locations skewed, 45% assigned, holders skewed (a few crew hold many).
  const pickType = zipf(TYPES.length, 0.9);
  const pickLocation = zipf(tree.all.length, 0.8);
  const pickHolder = zipf(Math.max(1, employees.length), 0.6);
  const perType = new Array<number>(TYPES.length).fill(0);
  const assetIds: string[] = [];
  const assetNames: string[] = [];
  const assetCreated = new Float64Array(counts.assets);
  const assetType = new Int32Array(counts.assets);
  const assetLocations: string[] = [];
  const assetStatuses: string[] = [];
  const assetHolder = new Int32Array(counts.assets).fill(-1);
  let assets: Row<'assets'>[] = [];
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
    const place = tree.all[pickLocation(random)] ?? tree.all[0]!;
    const location = place.path;
    assetLocations.push(location);
    const own =
      place.charted && CHARTED_TYPES.has(type[0])
        ? [
            place.charted[0] + (positionRandom.next() - 0.5) * 0.4,
            place.charted[1] + (positionRandom.next() - 0.5) * 0.8,
          ]
        : null;
    const offStation = own !== null && positionRandom.next() < OFF_STATION_SHARE;
    const definitions = BENCH_TYPE_FIELDS[type[0]] ?? [];
    if (definitions.some((definition) => definition.kind === 'imo')) vessels += 1;
    const index = indexFieldValues(definitions, benchFieldValues(type[0], valueRandom, vessels));
    for (const filter of index.filters) fieldValues.push({ asset_id: id, ...filter });
    const status = holder >= 0 ? assignedStatus(random) : unassignedStatus(random);
    assetStatuses.push(status);
    assets.push({
      id,
      name,
      type: type[0],
      location,
      status,
      assigned_to: holder >= 0 ? (userIds[holder] ?? null) : null,
      date_assigned: holder >= 0 ? iso(between(created, updated)) : null,
      created_at: iso(created),
      updated_at: iso(updated),
      search_key: searchKey(name, type[0], location) + (index.search && SEARCH_KEY_SEPARATOR + index.search),
      name_sort: collationSortKey(name, locale),
      type_sort: collationSortKey(type[0], locale),
      location_sort: collationSortKey(location, locale),
      type_id: typeIds[typeIndex] ?? null,
      fields: JSON.stringify(index.values),
      fields_not_fitting: '[]',
      field_search: index.search,
      location_id: place.id,
      lat: own?.[0] ?? null,
      lon: own?.[1] ?? null,
      off_station_meters: offStation ? 60 + Math.round(positionRandom.next() * 900) : null,
      off_station_accuracy: offStation ? 10 : null,
      off_station_lat: offStation ? (own?.[0] ?? 0) + 0.004 : null,
      off_station_lon: offStation ? (own?.[1] ?? 0) : null,
      off_station_at: offStation ? iso(updated + positionRandom.next() * (now - updated)) : null,
      off_station_by: offStation ? BENCH_ADMIN : null,
    });
    if (assets.length === BATCH_ROWS) {
      await sink.insert('assets', assets);
      assets = [];
      await sink.insert('asset_field_values', fieldValues);
      fieldValues = [];
    }
  }
  await sink.insert('assets', assets);
  await sink.insert('asset_field_values', fieldValues);
  await sink.loaded(['asset_types', 'assets', 'asset_field_values']);
  phases.done('assets', `${counts.assets}`);

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
    phases,
  );

  // Activity: one 'created' entry per asset, then mostly scans, a hot 5% of assets drawing 30% of them.
  const hot = Math.max(1, Math.floor(counts.assets * 0.05));
  const actorOf = (holder: number, scan: boolean): number => {
    if (scan && holder >= 0 && random.next() < 0.6) return holder;
    if (!scan && admins.length > 0) return admins[random.int(admins.length)] ?? 0;
    return random.int(counts.users);
  };
  let activities: Row<'activities'>[] = [];
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
    activities.push({
      id: newId(created),
      action,
      details: DETAILS[action](actorName, other),
      asset_id: assetId,
      asset_name: name,
      user_id: userIds[actor] ?? null,
      username: actorName,
      scan_location:
        action === 'scanned' && random.next() < 0.3
          ? `${(69.6 + random.next()).toFixed(5)},${(18.9 + random.next()).toFixed(5)}`
          : null,
      created_at: iso(created),
    });
    if (activities.length === BATCH_ROWS) {
      await sink.insert('activities', activities);
      activities = [];
      if ((n + 1) % 200_000 === 0 && n + 1 < counts.activities) phases.log(`activities: ${n + 1}`);
    }
  }
  await sink.insert('activities', activities);
  await sink.loaded(['activities']);
  phases.done('activities', `${counts.activities}`);

  await generateMaintenance(
    sink,
    { ids: assetIds, created: assetCreated, statuses: assetStatuses },
    { ids: userIds, names: userNames, employees, admins },
    now,
    phases,
  );
}
