/** Every row of every table, ordered, for tests that assert a request changed nothing. */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Each table with the column that orders it; `satisfies` makes a new table a compile error until listed.
 * The sign-in throttle's bookkeeping is not the product's state: a refused sign-in is meant to count.
 */
const TABLE_ORDER = {
  settings: 'name',
  users: 'id',
  assets: 'id',
  activities: 'id',
  files: 'name',
  sign_in_failures: 'not state',
  sign_in_known_addresses: 'not state',
  inspection_plans: 'id',
  plan_types: 'plan_id',
  plan_assets: 'plan_id',
  inspections: 'id',
  documents: 'id',
  due_items: 'asset_id',
  // The day's reminder lease, not a user's state.
  digest_runs: 'not state',
  // A replayed answer is bookkeeping of a request, like the throttle's.
  idempotency_keys: 'not state',
  rounds: 'id',
  round_assignees: 'round_id',
  round_items: 'round_id',
  printer_profiles: 'id',
  label_codes: 'code',
  api_tokens: 'id',
  asset_imports: 'id',
  asset_types: 'id',
  asset_field_values: 'asset_id',
  locations: 'id',
  location_tree: 'descendant_id',
  defects: 'id',
  defect_photos: 'id',
  asset_status_intervals: 'id',
  work_orders: 'id',
  work_order_assignees: 'work_order_id',
  work_order_photos: 'id',
  work_order_notes: 'id',
  work_order_labour: 'id',
  work_order_parts: 'id',
} as const satisfies { [T in keyof Database]: (keyof Database[T] & string) | 'not state' };

type StateTable = {
  [T in keyof typeof TABLE_ORDER]: (typeof TABLE_ORDER)[T] extends 'not state' ? never : T;
}[keyof typeof TABLE_ORDER];
export type StateSnapshot = Record<StateTable, Record<string, unknown>[]>;

/**
 * Columns that are bookkeeping of a request, not state, like the throttle's tables: a token that opened a
 * request then refused (an employee token on an admin route) was still used.
 */
const BOOKKEEPING_COLUMNS = new Set(['last_used_at']);

/** Binary columns become a digest and their length: exact to compare, short to print in a failed diff. */
function normalise(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (BOOKKEEPING_COLUMNS.has(column)) continue;
    out[column] = Buffer.isBuffer(value)
      ? `sha256:${createHash('sha256').update(value).digest('hex')} (${value.length} bytes)`
      : value;
  }
  return out;
}

export async function snapshotState(db: Kysely<Database>): Promise<StateSnapshot> {
  const tables = (Object.keys(TABLE_ORDER) as (keyof typeof TABLE_ORDER)[]).filter(
    (table): table is StateTable => TABLE_ORDER[table] !== 'not state',
  );
  const rows = await Promise.all(
    tables.map((table) =>
      db
        .selectFrom(table)
        .selectAll()
        .orderBy(TABLE_ORDER[table])
        .execute()
        .then((found) => found.map((row) => normalise(row as Record<string, unknown>))),
    ),
  );
  return Object.fromEntries(tables.map((table, i) => [table, rows[i]])) as StateSnapshot;
}
