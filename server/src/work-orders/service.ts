/**
 * Work orders: made by an administrator (by hand, or from defects or a failed checklist item with their
 * photos and notes carried), worked by their assignees (labour, parts, completion with a drawn signature), moved
 * only as WORK_ORDER_MOVES allow. The last work order holding an asset Under Maintenance gives the asset
 * its status back when done.
 */
import {
  CLOSED_WORK_ORDER_STATUSES,
  canMoveWorkOrder,
  workOrderNumber,
  type AssetStatus,
  type WorkOrderCompleteInput,
  type WorkOrderCreateInput,
  type WorkOrderLabourInput,
  type WorkOrderListQuery,
  type WorkOrderOwnPhotoKind,
  type WorkOrderPartInput,
  type WorkOrderUpdateInput,
} from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import type { AssetsRepository } from '../assets/repository';
import { maintenanceEntry, workOrderEntries } from '../common/activity-entries';
import type { AuthUser } from '../common/auth-user';
import { fieldTime } from '../common/field-time';
import { processImageUpload, type StoredFile } from '../common/images';
import { newId, nowIso } from '../db/ids';
import type { Locks } from '../db/locks';
import type { Transactor } from '../db/transactor';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { FilesRepository } from '../files/repository';
import type { InspectionsRepository } from '../inspections/repository';
import type { UsersRepository } from '../users/repository';
import type { WorkOrderFilters, WorkOrderRecord, WorkOrderRow, WorkOrdersRepository } from './repository';

interface WorkOrdersRepositories {
  workOrders: WorkOrdersRepository;
  assets: AssetsRepository;
  users: UsersRepository;
  inspections: InspectionsRepository;
  activity: ActivityRepository;
  files: FilesRepository;
  locks: Locks;
}

const notFound = () => new NotFoundError('work-order-not-found', 'Work order not found');
const assetNotFound = () => new NotFoundError('asset-not-found', 'Asset not found');
const closed = (status: string) =>
  new ConflictError(
    'work-order-closed',
    `This work order is ${status}: an administrator must reopen it first`,
  );

const isClosed = (row: WorkOrderRow) => CLOSED_WORK_ORDER_STATUSES.includes(row.status);

/** An administrator sees every work order; anyone else only those they are assigned to (others are 404). */
async function visible(r: WorkOrdersRepositories, viewer: AuthUser, id: string): Promise<WorkOrderRow> {
  const row = await r.workOrders.find(id);
  if (!row) throw notFound();
  if (viewer.role !== 'admin' && !(await r.workOrders.isAssignee(id, viewer.id))) throw notFound();
  return row;
}

async function checkAssignees(r: WorkOrdersRepositories, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  for (const [i, id] of unique.entries())
    if (!(await r.users.findById(id)))
      throw new ValidationError('validation-failed', 'An assignee does not exist', {
        [`assigneeIds.${i}`]: { code: 'unknown-reference', message: 'No such user' },
      });
  return unique;
}

/** An uploaded picture decoded and re-encoded like every upload; a refusal names its field. */
async function reencoded(bytes: Buffer, field: string, label: string): Promise<StoredFile> {
  try {
    return (await processImageUpload(bytes)).image;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const message = error.message.replace(/^The asset image/, label);
    throw new ValidationError(
      error.code,
      message,
      { [field]: { code: error.fields?.assetImage?.code ?? 'invalid-value', message } },
      { cause: error },
    );
  }
}

/** The signature PNG of a data URL. */
const signatureImage = (dataUrl: string) =>
  reencoded(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'), 'signature', 'The signature');

/**
 * What a work order made from a failed checklist item carries of its inspection, so nothing is lost: every
 * photo taken in it (photo items are their own checklist items) and every note (text answers, the notes).
 */
async function fromInspection(
  r: WorkOrdersRepositories,
  workOrderId: string,
  inspectionId: string,
  itemId: string,
) {
  const inspection = await r.inspections.find(inspectionId);
  if (!inspection) throw new NotFoundError('inspection-not-found', 'Inspection not found');
  const item = inspection.answers.find((answer) => answer.id === itemId);
  if (!item || item.kind !== 'pass-fail' || item.pass !== false)
    throw new ConflictError(
      'work-order-item-not-failed',
      'That checklist item did not fail in this inspection',
    );
  const carried = { work_order_id: workOrderId, origin: 'inspection' as const, source_id: inspectionId };
  const photos = inspection.answers.flatMap((answer) =>
    answer.photo ? [{ ...carried, id: newId(), url: answer.photo, caption: answer.label }] : [],
  );
  const texts = [
    ...inspection.answers.flatMap((answer) => (answer.text ? [`${answer.label}: ${answer.text}`] : [])),
    ...(inspection.notes ? [inspection.notes] : []),
  ];
  return {
    assetId: inspection.assetId,
    photos,
    notes: texts.map((text) => ({ ...carried, id: newId(), text })),
  };
}

/**
 * What a work order made from defects carries of them, so nothing is lost: every photo and every text
 * (the description with its common fault, the triage note). The defects must be of one asset, and new or
 * accepted and in no other work order.
 */
async function fromDefects(r: WorkOrdersRepositories, workOrderId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const defects = await r.workOrders.defects(unique);
  if (defects.length !== unique.length) throw new NotFoundError('defect-not-found', 'Defect not found');
  const assetId = defects[0]!.asset_id;
  if (defects.some((defect) => defect.asset_id !== assetId))
    throw new ValidationError('validation-failed', 'The defects of one work order must be of one asset', {
      defectIds: { code: 'invalid-value', message: 'Defects of more than one asset' },
    });
  for (const defect of defects) {
    if (defect.work_order_id !== null)
      throw new ConflictError('defect-not-open', `Defect ${defect.reference} is already in a work order`);
    if (defect.state !== 'new' && defect.state !== 'accepted')
      throw new ConflictError('defect-not-open', `Defect ${defect.reference} is ${defect.state}`);
  }
  const byId = new Map(defects.map((defect) => [defect.id, defect]));
  const photos = (await r.workOrders.defectPhotos(unique)).map((photo) => ({
    id: newId(),
    work_order_id: workOrderId,
    url: `/uploads/${photo.file_name}`,
    origin: 'defect' as const,
    source_id: photo.defect_id,
    caption: byId.get(photo.defect_id)?.description ?? null,
  }));
  const notes = defects.flatMap((defect) =>
    [
      defect.fault ? `${defect.fault}: ${defect.description}` : defect.description,
      ...(defect.triage_note ? [defect.triage_note] : []),
    ].map((text) => ({
      id: newId(),
      work_order_id: workOrderId,
      origin: 'defect' as const,
      source_id: defect.id,
      text,
    })),
  );
  return {
    assetId,
    photos,
    notes,
    ids: unique,
    references: defects.map((defect) => defect.reference),
    safety: defects.some((defect) => defect.severity === 'safety'),
  };
}

/** The changes an update makes, worded for the history. */
function describeUpdate(row: WorkOrderRow, input: WorkOrderUpdateInput): string[] {
  const changed: string[] = [];
  if (input.status !== undefined && input.status !== row.status)
    changed.push(`status: ${row.status} → ${input.status}`);
  if (input.priority !== undefined && input.priority !== row.priority)
    changed.push(`priority: ${row.priority} → ${input.priority}`);
  if (input.title !== undefined && input.title !== row.title)
    changed.push(`title: '${row.title}' → '${input.title}'`);
  if (input.dueOn !== undefined && input.dueOn !== row.due_on)
    changed.push(`due: ${row.due_on ?? 'none'} → ${input.dueOn ?? 'none'}`);
  if (input.description !== undefined) changed.push('description');
  if (input.notes !== undefined) changed.push('notes');
  if (input.assigneeIds !== undefined) changed.push('assignees');
  return changed;
}

export function createWorkOrdersService(tx: Transactor<WorkOrdersRepositories>) {
  const record = (r: WorkOrdersRepositories, id: string) =>
    r.workOrders.find(id).then((row) => {
      if (!row) throw notFound();
      return r.workOrders.details(row);
    });

  /** A write of an assignee or administrator on an open work order, under the asset's lock. */
  const onOpenWorkOrder = <T>(
    actor: AuthUser,
    id: string,
    write: (r: WorkOrdersRepositories, row: WorkOrderRow) => Promise<T>,
  ) =>
    tx.write(async (r) => {
      const first = await visible(r, actor, id);
      await r.locks.asset(first.asset_id, 'update');
      const row = await visible(r, actor, id);
      if (isClosed(row)) throw closed(row.status);
      return write(r, row);
    });

  const about = (row: WorkOrderRow, actor: AuthUser) => ({
    asset: { id: row.asset_id, name: row.asset_name },
    actor,
  });

  return {
    list: (viewer: AuthUser, query: WorkOrderListQuery) =>
      tx.read(async (r) => {
        const asked = query.assignee === 'me' ? viewer.id : query.assignee;
        // An employee's list is their own, whoever they ask for: another's filter finds nothing.
        const assigneeId = viewer.role === 'admin' ? asked : viewer.id;
        if (viewer.role !== 'admin' && asked !== undefined && asked !== viewer.id)
          return { rows: [], total: 0 };
        const filters: WorkOrderFilters = {
          ...(query.status ? { status: query.status } : {}),
          ...(query.priority ? { priority: query.priority } : {}),
          ...(assigneeId ? { assigneeId } : {}),
          ...(query.asset ? { assetId: query.asset } : {}),
          ...(query.type ? { type: query.type } : {}),
          ...(query.location ? { locationSubtree: query.location } : {}),
          ...(query.dueBefore ? { dueBefore: query.dueBefore } : {}),
        };
        return r.workOrders.page(filters, query.page ?? 1, query.limit ?? 20);
      }),

    /** One work order: an administrator's any, an employee's only if assigned (404 otherwise). */
    get: (viewer: AuthUser, id: string): Promise<WorkOrderRecord> =>
      tx.read(async (r) => r.workOrders.details(await visible(r, viewer, id))),

    create: (actor: AuthUser, input: WorkOrderCreateInput): Promise<WorkOrderRecord> =>
      tx.write(async (r) => {
        const id = newId();
        const inspected =
          input.inspectionId !== undefined && input.itemId !== undefined
            ? await fromInspection(r, id, input.inspectionId, input.itemId)
            : undefined;
        const defects = input.defectIds ? await fromDefects(r, id, input.defectIds) : undefined;
        const carried = inspected ?? defects;
        if (carried && input.assetId !== undefined && input.assetId !== carried.assetId)
          throw new ValidationError('validation-failed', 'The defects or inspection are of another asset', {
            assetId: { code: 'invalid-value', message: 'Not the asset they are of' },
          });
        const assetId = carried?.assetId ?? input.assetId;
        if (assetId === undefined) throw assetNotFound();
        await r.locks.asset(assetId, 'update');
        const asset = await r.assets.findById(assetId);
        if (!asset) throw assetNotFound();
        const assigneeIds = await checkAssignees(r, input.assigneeIds);

        const underMaintenance = asset.status === 'Under Maintenance';
        // A safety defect, or a failed item on an asset now Under Maintenance (its plan put it there), holds
        // the asset until fixed.
        const holds =
          input.putUnderMaintenance ||
          (defects?.safety ?? false) ||
          (inspected !== undefined && underMaintenance);
        const restores: AssetStatus | null = !holds
          ? null
          : !underMaintenance
            ? asset.status
            : ((await r.workOrders.heldStatus(asset.id)) ?? (asset.assigned_to ? 'In Use' : 'Available'));
        const now = nowIso();
        // Taken last, just before the number is read, so it is held only for the insert.
        await r.locks.workOrderNumbers();
        const number = await r.workOrders.nextNumber();
        await r.workOrders.insert({
          row: {
            id,
            number,
            asset_id: asset.id,
            title: input.title,
            description: input.description || null,
            priority: input.priority,
            due_on: input.dueOn ?? null,
            status: 'open',
            source: defects ? 'defects' : inspected ? 'inspection' : 'manual',
            inspection_id: input.inspectionId ?? null,
            notes: input.notes || null,
            holds_asset: holds ? 1 : 0,
            restores_status: restores,
            created_by: actor.id,
            created_at: now,
            updated_at: now,
          },
          assigneeIds,
          photos: carried?.photos ?? [],
          notes: carried?.notes ?? [],
        });
        if (defects) await r.workOrders.takeDefects(id, defects.ids, actor, now);
        const who = { asset: { id: asset.id, name: asset.name }, actor };
        const entries = [
          { ...workOrderEntries.created(workOrderNumber(number), input.title, defects?.references), ...who },
        ];
        if (holds && !underMaintenance) {
          await r.assets.update(asset.id, { status: 'Under Maintenance', updated_at: now });
          entries.push({ ...maintenanceEntry(asset.status), ...who });
        }
        await r.activity.record(...entries);
        return record(r, id);
      }),

    /** An administrator's edit; a status move as WORK_ORDER_MOVES allow (done only through complete). */
    update: (actor: AuthUser, id: string, input: WorkOrderUpdateInput): Promise<WorkOrderRecord> =>
      tx.write(async (r) => {
        const row = await visible(r, actor, id);
        if (input.status !== undefined && !canMoveWorkOrder(row.status, input.status))
          throw new ConflictError(
            'work-order-move-not-allowed',
            input.status === 'done'
              ? 'A work order is done only through completing it, with an outcome and a signature'
              : `A work order cannot move from ${row.status} to ${input.status}`,
          );
        const reopening = input.status === 'open' && isClosed(row);
        if (isClosed(row) && !reopening) throw closed(row.status);
        const assigneeIds =
          input.assigneeIds === undefined ? undefined : await checkAssignees(r, input.assigneeIds);
        const now = nowIso();
        await r.workOrders.update(id, {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description || null } : {}),
          ...(input.priority !== undefined ? { priority: input.priority } : {}),
          ...(input.dueOn !== undefined ? { due_on: input.dueOn } : {}),
          ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          // A reopened work order is to be done again: its last outcome and signature no longer stand.
          ...(reopening
            ? {
                outcome: null,
                completed_by: null,
                completed_by_name: null,
                completed_at: null,
                completion_received_at: null,
                signature_file: null,
                completion_note: null,
              }
            : {}),
          updated_at: now,
        });
        if (assigneeIds !== undefined) await r.workOrders.setAssignees(id, assigneeIds);
        const changes = describeUpdate(row, input);
        if (changes.length > 0)
          await r.activity.record({
            ...workOrderEntries.updated(workOrderNumber(row.number), changes),
            ...about(row, actor),
          });
        return record(r, id);
      }),

    /** Checked before an Idempotency-Key resend is answered: one no longer assigned gets 404. */
    assertMayWork: (actor: AuthUser, id: string) => tx.read(async (r) => void (await visible(r, actor, id))),

    addLabour: (actor: AuthUser, id: string, input: WorkOrderLabourInput) => {
      const time = fieldTime(input.occurredAt);
      return onOpenWorkOrder(actor, id, async (r, row) => {
        await r.workOrders.addLabour({
          id: newId(Date.parse(time.at)),
          work_order_id: id,
          user_id: actor.id,
          username: actor.username,
          minutes: input.minutes,
          note: input.note || null,
          occurred_at: time.at,
          received_at: time.receivedAt,
        });
        // Time worked on an open work order means the work has begun.
        await r.workOrders.update(id, {
          ...(row.status === 'open' ? { status: 'in-progress' as const } : {}),
          updated_at: time.receivedAt,
        });
        await r.activity.record({
          ...workOrderEntries.labour(workOrderNumber(row.number), input.minutes),
          ...about(row, actor),
          at: time.at,
          receivedAt: time.receivedAt,
        });
        return record(r, id);
      });
    },

    addPart: (actor: AuthUser, id: string, input: WorkOrderPartInput) => {
      const time = fieldTime(input.occurredAt);
      return onOpenWorkOrder(actor, id, async (r, row) => {
        await r.workOrders.addPart({
          id: newId(Date.parse(time.at)),
          work_order_id: id,
          user_id: actor.id,
          username: actor.username,
          text: input.text,
          quantity: input.quantity,
          unit: input.unit,
          occurred_at: time.at,
          received_at: time.receivedAt,
        });
        await r.workOrders.update(id, { updated_at: time.receivedAt });
        await r.activity.record({
          ...workOrderEntries.part(workOrderNumber(row.number), input.quantity, input.unit, input.text),
          ...about(row, actor),
          at: time.at,
          receivedAt: time.receivedAt,
        });
        return record(r, id);
      });
    },

    /** The work order's own photos, before or after the work: decoded and re-encoded before any lock. */
    async addPhotos(actor: AuthUser, id: string, kind: WorkOrderOwnPhotoKind, photos: Buffer[]) {
      const images: StoredFile[] = [];
      for (const [i, bytes] of photos.entries())
        images.push(await reencoded(bytes, `photo.${i + 1}`, 'The photo'));
      return onOpenWorkOrder(actor, id, async (r, row) => {
        for (const image of images) await r.files.save(image);
        await r.workOrders.addPhotos(
          images.map((image) => ({
            id: newId(),
            work_order_id: id,
            url: `/uploads/${image.name}`,
            origin: kind,
            source_id: null,
            caption: null,
          })),
        );
        await r.workOrders.update(id, { updated_at: nowIso() });
        await r.activity.record({
          ...workOrderEntries.photos(workOrderNumber(row.number), images.length, kind),
          ...about(row, actor),
        });
        return record(r, id);
      });
    },

    /**
     * Done, with the outcome and the drawn signature. The last open work order holding the asset Under
     * Maintenance gives it back the status it had before.
     */
    async complete(actor: AuthUser, id: string, input: WorkOrderCompleteInput): Promise<WorkOrderRecord> {
      const time = fieldTime(input.occurredAt);
      // Decoded before any lock is taken.
      const signature = await signatureImage(input.signature);
      return onOpenWorkOrder(actor, id, async (r, row) => {
        await r.files.save(signature);
        await r.workOrders.update(id, {
          status: 'done',
          outcome: input.outcome,
          completed_by: actor.id,
          completed_by_name: actor.username,
          completed_at: time.at,
          completion_received_at: time.receivedAt,
          signature_file: signature.name,
          completion_note: input.note || null,
          updated_at: time.receivedAt,
        });
        await r.workOrders.closeDefects(id, time.receivedAt);
        const number = workOrderNumber(row.number);
        const when = { at: time.at, receivedAt: time.receivedAt };
        const entries = [
          { ...workOrderEntries.completed(number, input.outcome), ...about(row, actor), ...when },
        ];
        const asset = await r.assets.findById(row.asset_id);
        if (
          row.holds_asset === 1 &&
          row.restores_status !== null &&
          asset?.status === 'Under Maintenance' &&
          (await r.workOrders.otherOpenHolding(row.asset_id, id)) === 0
        ) {
          await r.assets.update(row.asset_id, { status: row.restores_status, updated_at: time.receivedAt });
          entries.push({
            ...workOrderEntries.restored(number, asset.status, row.restores_status),
            ...about(row, actor),
            ...when,
          });
        }
        await r.activity.record(...entries);
        return record(r, id);
      });
    },

    /** What the job card shows (the same as GET, for whoever may read it) and the stored images it draws. */
    jobCard: (viewer: AuthUser, id: string) =>
      tx.read(async (r) => {
        const details = await r.workOrders.details(await visible(r, viewer, id));
        const photos = new Map<string, Buffer>();
        for (const photo of details.photos) {
          const file = await r.files.find(photo.url.replace(/^\/uploads\//, ''));
          if (file) photos.set(photo.url, file.bytes);
        }
        const signature = details.row.signature_file
          ? await r.files.find(details.row.signature_file)
          : undefined;
        return { details, images: { photos, signature: signature?.bytes ?? null } };
      }),
  };
}
export type WorkOrdersService = ReturnType<typeof createWorkOrdersService>;
