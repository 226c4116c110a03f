/**
 * Row locks for the read-then-write steps of a transaction. PostgreSQL runs transactions side by side, so
 * a rule checked on rows read earlier in the transaction (the last administrator, the assignee still
 * existing, the asset's state before an edit) holds only if those rows are locked. SQLite runs one
 * transaction at a time on its single connection: there the locks are no-ops.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from './dialect';
import type { Database } from './types';

export type LockMode = 'update' | 'share';

export interface Locks {
  /** Locks one asset; the caller re-reads it afterwards. */
  asset(id: string, mode: LockMode): Promise<void>;
  /** Locks one user; a delete waits for a share lock held by an assignment to them, and the reverse. */
  user(id: string, mode: LockMode): Promise<void>;
  /** Locks every administrator, so two demotions or deletions cannot both see a second admin. */
  admins(): Promise<void>;
  /**
   * Locks inspection plans: a plan's edit (update) and an inspection or asset edit under it (share) write
   * the same due items, so one waits for the other instead of overwriting it with what it read before.
   */
  plans(ids: string[], mode: LockMode): Promise<void>;
  /** Locks a round: its marks, moves, edits and finish happen one at a time, each on the counts the last left. */
  round(id: string): Promise<void>;
  /** Locks assets in id order: the rows an import updates. */
  assets(ids: string[]): Promise<void>;
  /** One import at a time: each matches its rows against what the one before it wrote. */
  imports(): Promise<void>;
  /** One new work order at a time: each takes the number after the last one given. */
  workOrderNumbers(): Promise<void>;
}

const NO_LOCKS: Locks = {
  asset: () => Promise.resolve(),
  user: () => Promise.resolve(),
  admins: () => Promise.resolve(),
  plans: () => Promise.resolve(),
  round: () => Promise.resolve(),
  assets: () => Promise.resolve(),
  imports: () => Promise.resolve(),
  workOrderNumbers: () => Promise.resolve(),
};

/** The key of the transaction-scoped advisory lock that imports take (any constant of our own). */
const IMPORTS_LOCK_KEY = 18_001;
/** The key of the advisory lock that numbering a new work order takes. */
const WORK_ORDER_NUMBERS_LOCK_KEY = 18_002;

export function createLocks(db: Kysely<Database>, kind: DatabaseKind): Locks {
  if (kind === 'sqlite') return NO_LOCKS;
  const lock = <Q extends { forUpdate(): Q; forShare(): Q }>(query: Q, mode: LockMode) =>
    mode === 'update' ? query.forUpdate() : query.forShare();
  return {
    async asset(id, mode) {
      await lock(db.selectFrom('assets').select('id').where('id', '=', id), mode).execute();
    },
    async user(id, mode) {
      await lock(db.selectFrom('users').select('id').where('id', '=', id), mode).execute();
    },
    async admins() {
      // In id order, so two transactions taking the same locks cannot wait on each other.
      await db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .orderBy('id')
        .forUpdate()
        .execute();
    },
    async plans(ids, mode) {
      if (ids.length === 0) return;
      // In id order, so two transactions taking the same locks cannot wait on each other.
      await lock(
        db.selectFrom('inspection_plans').select('id').where('id', 'in', ids).orderBy('id'),
        mode,
      ).execute();
    },
    async round(id) {
      await db.selectFrom('rounds').select('id').where('id', '=', id).forUpdate().execute();
    },
    async assets(ids) {
      if (ids.length === 0) return;
      await db.selectFrom('assets').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
    },
    async imports() {
      await sql`select pg_advisory_xact_lock(${IMPORTS_LOCK_KEY})`.execute(db);
    },
    async workOrderNumbers() {
      await sql`select pg_advisory_xact_lock(${WORK_ORDER_NUMBERS_LOCK_KEY})`.execute(db);
    },
  };
}
