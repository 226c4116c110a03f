/** A work order as the API answers it. */
import { workOrderNumber, type WorkOrder } from '@harbour/contract';
import type { WorkOrderRecord } from './repository';

const person = (id: string | null, username: string) => ({ id: id ?? '', username });

export const toWorkOrderDto = ({
  row,
  assignees,
  defectIds,
  photos,
  notes,
  labour,
  parts,
}: WorkOrderRecord): WorkOrder => ({
  _id: row.id,
  number: workOrderNumber(row.number),
  asset: { id: row.asset_id, name: row.asset_name, type: row.asset_type, location: row.asset_location },
  title: row.title,
  description: row.description,
  priority: row.priority,
  assignees,
  dueOn: row.due_on,
  status: row.status,
  source: row.source,
  defectIds,
  inspectionId: row.inspection_id,
  photos: photos.map((photo) => ({
    url: photo.url,
    from: photo.origin,
    sourceId: photo.source_id,
    caption: photo.caption,
  })),
  carriedNotes: notes.map((note) => ({ from: note.origin, sourceId: note.source_id, text: note.text })),
  notes: row.notes,
  holdsAsset: row.holds_asset === 1,
  restoresStatus: row.restores_status,
  labour: labour.map((entry) => ({
    by: person(entry.user_id, entry.username),
    minutes: entry.minutes,
    note: entry.note,
    occurredAt: entry.occurred_at,
  })),
  parts: parts.map((entry) => ({
    by: person(entry.user_id, entry.username),
    text: entry.text,
    quantity: entry.quantity,
    unit: entry.unit,
    occurredAt: entry.occurred_at,
  })),
  outcome: row.outcome,
  completion:
    row.completed_at === null || row.signature_file === null
      ? null
      : {
          by: person(row.completed_by, row.completed_by_name ?? ''),
          at: row.completed_at,
          signature: `/uploads/${row.signature_file}`,
          note: row.completion_note,
        },
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
