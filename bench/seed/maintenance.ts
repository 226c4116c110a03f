/**
 * Maintenance at scale: every asset's status history as intervals (most assets one, those that failed
 * an outage or three in the two years, an asset Under Maintenance now with its outage still open), and
 * defects and work orders together numbering MAINTENANCE_RECORDS: reported by staff and the public,
 * triaged into every state, a quarter of them turned into work orders. Its own PRNG, so the rest of the
 * set is the one earlier figures were measured on.
 */
import { newId } from '../../server/src/db/ids';
import type { Phases } from './phases';
import { createRandom, zipf } from './random';
import { BATCH_ROWS, type Row, type Sink } from './sink';

export interface MaintenanceAssets {
  ids: readonly string[];
  created: Float64Array;
  /** Each asset's status now. */
  statuses: readonly string[];
}

export interface MaintenanceUsers {
  ids: readonly string[];
  names: readonly string[];
  /** Indexes of the employees and of the administrators in ids. */
  employees: readonly number[];
  admins: readonly number[];
}

/** Defects and work orders together, at the default scale (a fifth of them work orders). */
const MAINTENANCE_RECORDS_PER_ASSET = 2;
const WORK_ORDER_SHARE = 0.25;
/** Of the assets, those that were out of service at least once in the two years. */
const FAILED_SHARE = 0.12;
const OUT = 'Under Maintenance';
const DAY = 24 * 3600 * 1000;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FAULTS = ['Light not working', 'Damaged', 'Missing', 'Leaking', 'Corroded', 'Off station'];

const iso = (ms: number) => new Date(ms).toISOString();

export async function generateMaintenance(
  sink: Sink,
  assets: MaintenanceAssets,
  users: MaintenanceUsers,
  now: number,
  phases: Phases,
): Promise<void> {
  const random = createRandom(20_261_201);
  const between = (from: number, to: number) => from + random.next() * Math.max(0, to - from);
  const count = assets.ids.length;

  // Status intervals: the asset's status before an outage is its status now unless it is out now.
  let intervals: Row<'asset_status_intervals'>[] = [];
  const flushIntervals = async () => {
    await sink.insert('asset_status_intervals', intervals);
    intervals = [];
  };
  for (let i = 0; i < count; i++) {
    const id = assets.ids[i] ?? '';
    const created = assets.created[i] ?? now;
    const status = assets.statuses[i] ?? 'Available';
    const inService = status === OUT ? 'Available' : status;
    const outages = random.next() < FAILED_SHARE ? 1 + random.int(3) : 0;
    const cuts = Array.from({ length: outages * 2 }, () => between(created, now - DAY)).sort((a, b) => a - b);
    const row = (
      state: string,
      from: number,
      to: number | null,
      cause: Row<'asset_status_intervals'>['cause'],
    ) =>
      intervals.push({
        id: newId(from),
        asset_id: id,
        status: state as Row<'asset_status_intervals'>['status'],
        started_at: iso(from),
        ended_at: to === null ? null : iso(to),
        cause,
      });
    let from = created;
    for (let k = 0; k < cuts.length; k += 2) {
      const down = cuts[k] ?? from;
      const up = cuts[k + 1] ?? down;
      row(inService, from, down, from === created ? 'created' : 'change');
      row(OUT, down, up, 'change');
      from = up;
    }
    if (status === OUT) {
      const down = between(Math.max(from, now - 60 * DAY), now);
      row(inService, from, down, from === created ? 'created' : 'change');
      row(OUT, down, null, 'change');
    } else row(status, from, null, from === created ? 'created' : 'change');
    if (intervals.length >= BATCH_ROWS) await flushIntervals();
  }
  await flushIntervals();
  await sink.loaded(['asset_status_intervals']);
  phases.done('status intervals', `${count} assets`);

  // Defects and work orders, on assets skewed as scans are (a few assets fail often).
  const total = count * MAINTENANCE_RECORDS_PER_ASSET;
  const workOrders = Math.round(total * WORK_ORDER_SHARE);
  const defectCount = total - workOrders;
  const pickAsset = zipf(count, 0.7);
  const staff = (list: readonly number[]) => list[random.int(list.length)] ?? 0;
  const references = new Set<string>();
  const reference = () => {
    for (;;) {
      let code = 'D-';
      for (let c = 0; c < 8; c++) code += CROCKFORD[random.int(32)];
      if (!references.has(code)) {
        references.add(code);
        return code;
      }
    }
  };

  const orders: Row<'work_orders'>[] = [];
  const assignees: Row<'work_order_assignees'>[] = [];
  const orderIds: string[] = [];
  const orderAssets: number[] = [];
  for (let n = 1; n <= workOrders; n++) {
    const asset = pickAsset(random);
    const created = between(Math.max(assets.created[asset] ?? now, now - 730 * DAY), now);
    const done = random.next() < 0.8;
    const id = newId(created);
    const worker = staff(users.employees);
    orderIds.push(id);
    orderAssets.push(asset);
    orders.push({
      id,
      number: n,
      asset_id: assets.ids[asset] ?? '',
      title: random.pick(FAULTS),
      description: null,
      priority: random.pick(['urgent', 'high', 'normal', 'normal', 'low']),
      due_on: iso(created + 14 * DAY).slice(0, 10),
      status: done ? 'done' : random.pick(['open', 'in-progress', 'waiting-parts', 'cancelled']),
      source: random.next() < 0.7 ? 'defects' : 'manual',
      inspection_id: null,
      notes: null,
      holds_asset: 0,
      restores_status: null,
      outcome: done ? random.pick(['fixed', 'fixed', 'replaced', 'not-fixed', 'deferred']) : null,
      completed_by: done ? (users.ids[worker] ?? null) : null,
      completed_by_name: done ? (users.names[worker] ?? null) : null,
      completed_at: done ? iso(Math.min(now, created + between(DAY / 4, 10 * DAY))) : null,
      completion_received_at: null,
      signature_file: null,
      completion_note: null,
      created_by: users.ids[staff(users.admins)] ?? null,
      created_at: iso(created),
      updated_at: iso(created),
    });
    assignees.push({ work_order_id: id, user_id: users.ids[worker] ?? '' });
  }
  for (let start = 0; start < orders.length; start += BATCH_ROWS) {
    await sink.insert('work_orders', orders.slice(start, start + BATCH_ROWS));
    await sink.insert('work_order_assignees', assignees.slice(start, start + BATCH_ROWS));
  }
  await sink.loaded(['work_orders', 'work_order_assignees']);

  let defects: Row<'defects'>[] = [];
  const recentDefectOf = new Map<number, string>();
  for (let n = 0; n < defectCount; n++) {
    // A defect on a work order's asset, turned into it, for every work order made from defects first.
    const fromOrder = n < workOrders && random.next() < 0.7 ? n : -1;
    const asset = fromOrder >= 0 ? (orderAssets[fromOrder] ?? 0) : pickAsset(random);
    const created = between(Math.max(assets.created[asset] ?? now, now - 730 * DAY), now);
    const isPublic = random.next() < 0.1;
    const reporter = staff(users.employees);
    const triager = staff(users.admins);
    const roll = random.next();
    const state =
      fromOrder >= 0
        ? 'closed'
        : roll < 0.08
          ? 'new'
          : roll < 0.2
            ? 'accepted'
            : roll < 0.25
              ? 'duplicate'
              : roll < 0.32
                ? 'rejected'
                : 'closed';
    const id = newId(created);
    const triaged = state !== 'new';
    defects.push({
      id,
      reference: reference(),
      asset_id: assets.ids[asset] ?? '',
      description: random.pick(FAULTS),
      fault: null,
      severity: random.next() < 0.05 ? 'safety' : random.next() < 0.75 ? 'normal' : 'low',
      state,
      source: isPublic ? 'public' : 'staff',
      reported_by: isPublic ? null : (users.ids[reporter] ?? null),
      reported_by_name: isPublic ? null : (users.names[reporter] ?? null),
      contact: null,
      latitude: null,
      longitude: null,
      accuracy: null,
      duplicate_of: state === 'duplicate' ? (recentDefectOf.get(asset) ?? null) : null,
      grouped_under: null,
      report_count: 1,
      rejection_reason: state === 'rejected' ? 'Not a fault of ours' : null,
      triage_note: null,
      triaged_by: triaged ? (users.ids[triager] ?? null) : null,
      triaged_by_name: triaged ? (users.names[triager] ?? null) : null,
      triaged_at: triaged ? iso(Math.min(now, created + DAY)) : null,
      work_order_id: fromOrder >= 0 ? (orderIds[fromOrder] ?? null) : null,
      occurred_at: iso(created),
      received_at: iso(created),
      created_at: iso(created),
      updated_at: iso(created),
    });
    if (state !== 'duplicate') recentDefectOf.set(asset, id);
    if (defects.length >= BATCH_ROWS) {
      await sink.insert('defects', defects);
      defects = [];
    }
  }
  await sink.insert('defects', defects);
  await sink.loaded(['defects']);
  phases.done('defects and work orders', `${defectCount} defects, ${workOrders} work orders`);
}
