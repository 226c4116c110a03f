/** Work orders and what hangs on them (assignees, carried photos and notes, labour, parts): SQL only. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { WorkOrderPriority, WorkOrderStatus } from '@harbour/contract';
import { countAll } from '../db/dialect';
import type {
  Database,
  WorkOrderLabourTable,
  WorkOrderNotesTable,
  WorkOrderPartsTable,
  WorkOrderPhotosTable,
  WorkOrdersTable,
} from '../db/types';
import { subtreeIds } from '../common/location-subtree';

export type WorkOrderRow = Selectable<WorkOrdersTable> & {
  asset_name: string;
  asset_type: string;
  asset_location: string;
};

/** A work order with everything that hangs on it, as the answer and the job card show it. */
export interface WorkOrderRecord {
  row: WorkOrderRow;
  assignees: { id: string; username: string }[];
  defectIds: string[];
  photos: Selectable<WorkOrderPhotosTable>[];
  notes: Selectable<WorkOrderNotesTable>[];
  labour: Selectable<WorkOrderLabourTable>[];
  parts: Selectable<WorkOrderPartsTable>[];
}

export interface WorkOrderFilters {
  status?: WorkOrderStatus;
  priority?: WorkOrderPriority;
  assigneeId?: string;
  assetId?: string;
  type?: string;
  locationSubtree?: string;
  dueBefore?: string;
}

export interface NewWorkOrder {
  row: Insertable<WorkOrdersTable>;
  assigneeIds: string[];
  photos: Insertable<WorkOrderPhotosTable>[];
  notes: Insertable<WorkOrderNotesTable>[];
}

/** Statuses that still need work: what "open" means for the restore rule and the lists. */
const STILL_OPEN: WorkOrderStatus[] = ['open', 'in-progress', 'waiting-parts'];

export function createWorkOrdersRepository(db: Kysely<Database>) {
  const withAsset = () =>
    db
      .selectFrom('work_orders')
      .innerJoin('assets', 'assets.id', 'work_orders.asset_id')
      .selectAll('work_orders')
      .select([
        'assets.name as asset_name',
        'assets.type as asset_type',
        'assets.location as asset_location',
      ]);

  const filtered = (filters: WorkOrderFilters) => {
    let q = withAsset();
    if (filters.status) q = q.where('work_orders.status', '=', filters.status);
    if (filters.priority) q = q.where('work_orders.priority', '=', filters.priority);
    if (filters.assetId) q = q.where('work_orders.asset_id', '=', filters.assetId);
    if (filters.type) q = q.where('assets.type', '=', filters.type);
    if (filters.dueBefore) q = q.where('work_orders.due_on', '<=', filters.dueBefore);
    if (filters.locationSubtree)
      q = q.where('assets.location_id', 'in', subtreeIds(db, filters.locationSubtree));
    if (filters.assigneeId) {
      const assigned = db
        .selectFrom('work_order_assignees')
        .select('work_order_id')
        .where('user_id', '=', filters.assigneeId);
      q = q.where('work_orders.id', 'in', assigned);
    }
    return q;
  };

  const details = async (row: WorkOrderRow): Promise<WorkOrderRecord> => {
    const id = row.id;
    const [assignees, defects, photos, notes, labour, parts] = await Promise.all([
      db
        .selectFrom('work_order_assignees')
        .innerJoin('users', 'users.id', 'work_order_assignees.user_id')
        .select(['users.id as id', 'users.username as username'])
        .where('work_order_assignees.work_order_id', '=', id)
        .orderBy('users.username')
        .execute(),
      db.selectFrom('defects').select('id').where('work_order_id', '=', id).orderBy('id').execute(),
      db.selectFrom('work_order_photos').selectAll().where('work_order_id', '=', id).orderBy('id').execute(),
      db.selectFrom('work_order_notes').selectAll().where('work_order_id', '=', id).orderBy('id').execute(),
      db
        .selectFrom('work_order_labour')
        .selectAll()
        .where('work_order_id', '=', id)
        .orderBy('occurred_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('work_order_parts')
        .selectAll()
        .where('work_order_id', '=', id)
        .orderBy('occurred_at')
        .orderBy('id')
        .execute(),
    ]);
    return { row, assignees, defectIds: defects.map((d) => d.id), photos, notes, labour, parts };
  };

  return {
    /** The next number to give: one past the highest given. */
    nextNumber: async (): Promise<number> => {
      const { top } = await db
        .selectFrom('work_orders')
        .select((eb) => eb.fn.max('number').as('top'))
        .executeTakeFirstOrThrow();
      return (top ?? 0) + 1;
    },

    async insert(order: NewWorkOrder): Promise<void> {
      await db.insertInto('work_orders').values(order.row).execute();
      const workOrderId = order.row.id;
      if (order.assigneeIds.length > 0)
        await db
          .insertInto('work_order_assignees')
          .values(order.assigneeIds.map((userId) => ({ work_order_id: workOrderId, user_id: userId })))
          .execute();
      if (order.photos.length > 0) await db.insertInto('work_order_photos').values(order.photos).execute();
      if (order.notes.length > 0) await db.insertInto('work_order_notes').values(order.notes).execute();
    },

    find: async (id: string): Promise<WorkOrderRow | undefined> =>
      withAsset().where('work_orders.id', '=', id).executeTakeFirst(),

    details,

    isAssignee: async (id: string, userId: string): Promise<boolean> =>
      (await db
        .selectFrom('work_order_assignees')
        .select('user_id')
        .where('work_order_id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()) !== undefined,

    update: (id: string, changes: Updateable<WorkOrdersTable>) =>
      db.updateTable('work_orders').set(changes).where('id', '=', id).execute(),

    async setAssignees(id: string, userIds: string[]): Promise<void> {
      await db.deleteFrom('work_order_assignees').where('work_order_id', '=', id).execute();
      if (userIds.length > 0)
        await db
          .insertInto('work_order_assignees')
          .values(userIds.map((userId) => ({ work_order_id: id, user_id: userId })))
          .execute();
    },

    addLabour: (entry: Insertable<WorkOrderLabourTable>) =>
      db.insertInto('work_order_labour').values(entry).execute(),

    addPart: (entry: Insertable<WorkOrderPartsTable>) =>
      db.insertInto('work_order_parts').values(entry).execute(),

    addPhotos: (photos: Insertable<WorkOrderPhotosTable>[]) =>
      db.insertInto('work_order_photos').values(photos).execute(),

    /** The defects named, with what a work order carries of them. */
    defects: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('defects')
            .select([
              'id',
              'reference',
              'asset_id',
              'description',
              'fault',
              'severity',
              'state',
              'work_order_id',
              'triage_note',
            ])
            .where('id', 'in', ids)
            .orderBy('id')
            .execute(),

    defectPhotos: (defectIds: string[]) =>
      defectIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('defect_photos')
            .select(['defect_id', 'file_name'])
            .where('defect_id', 'in', defectIds)
            .orderBy('defect_id')
            .orderBy('position')
            .execute(),

    /** The defects now point at the work order; a new one is accepted by being taken into work. */
    async takeDefects(
      workOrderId: string,
      defectIds: string[],
      by: { id: string; username: string },
      at: string,
    ) {
      if (defectIds.length === 0) return;
      await db
        .updateTable('defects')
        .set({ state: 'accepted', triaged_by: by.id, triaged_by_name: by.username, triaged_at: at })
        .where('id', 'in', defectIds)
        .where('state', '=', 'new')
        .execute();
      await db
        .updateTable('defects')
        .set({ work_order_id: workOrderId, updated_at: at })
        .where('id', 'in', defectIds)
        .execute();
    },

    /** A work order done: the defects it was made from are closed. */
    closeDefects: (workOrderId: string, at: string) =>
      db
        .updateTable('defects')
        .set({ state: 'closed', updated_at: at })
        .where('work_order_id', '=', workOrderId)
        .where('state', '=', 'accepted')
        .execute(),

    /** How many other work orders on the asset still hold it Under Maintenance and are not finished. */
    otherOpenHolding: async (assetId: string, exceptId: string): Promise<number> =>
      (
        await db
          .selectFrom('work_orders')
          .select(countAll().as('n'))
          .where('asset_id', '=', assetId)
          .where('holds_asset', '=', 1)
          .where('status', 'in', STILL_OPEN)
          .where('id', '!=', exceptId)
          .executeTakeFirstOrThrow()
      ).n,

    /** The status a still-open work order holding the asset will give back, if any: the first one's. */
    heldStatus: async (assetId: string) =>
      (
        await db
          .selectFrom('work_orders')
          .select('restores_status')
          .where('asset_id', '=', assetId)
          .where('holds_asset', '=', 1)
          .where('status', 'in', STILL_OPEN)
          .orderBy('id')
          .executeTakeFirst()
      )?.restores_status ?? null,

    /** One page, the newest first. */
    async page(
      filters: WorkOrderFilters,
      page: number,
      limit: number,
    ): Promise<{ rows: WorkOrderRecord[]; total: number }> {
      const [rows, total] = await Promise.all([
        filtered(filters)
          .orderBy('work_orders.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        filtered(filters).clearSelect().select(countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: await Promise.all(rows.map(details)), total: total.n };
    },
  };
}
export type WorkOrdersRepository = ReturnType<typeof createWorkOrdersRepository>;
