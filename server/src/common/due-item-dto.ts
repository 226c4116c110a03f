/** Stored due items as the API shows them: named after their plan or document, with today's status. */
import type { ChecklistItem, DocumentKind, DueInspection, DueItem } from '@harbour/contract';
import type { DocumentsTable, DueItemsTable, InspectionPlansTable } from '../db/types';
import { storedDueStatus } from './due-date';

/** A due item as the compliance list reads it: with its asset, and its plan or its document (null for the other). */
export interface DescribedDueItem extends Omit<DueItemsTable, 'assigned_to'> {
  asset_name: string;
  /** Metres from its charted position, for an off-station item. */
  asset_off_station_meters: number | null;
  plan_name: InspectionPlansTable['name'] | null;
  plan_reference: InspectionPlansTable['reference'];
  plan_checklist: InspectionPlansTable['checklist'] | null;
  plan_due_soon_days: InspectionPlansTable['due_soon_days'] | null;
  document_kind: DocumentsTable['kind'] | null;
  document_number: DocumentsTable['number'];
  document_issuer: DocumentsTable['issuer'];
}

const DOCUMENT_WORDS: Record<DocumentKind, string> = {
  certificate: 'Certificate',
  'survey-report': 'Survey report',
  manual: 'Manual',
  other: 'Document',
};

const documentWords = (kind: string | null) =>
  kind !== null && kind in DOCUMENT_WORDS ? DOCUMENT_WORDS[kind as DocumentKind] : 'Document';

/** How an off-station flag reads wherever it is named: the asset page, lists, the digest. */
const offStationWords = (meters: number | null) =>
  meters === null ? 'Off station' : `Off station: ${meters} m from its charted position`;

/** A plan by its name; a document as its kind and number: "Certificate SOL-2291". */
export function dueItemName(row: DescribedDueItem): string {
  if (row.kind === 'inspection') return row.plan_name ?? 'Inspection';
  if (row.kind === 'off-station') return offStationWords(row.asset_off_station_meters);
  const words = documentWords(row.document_kind);
  return row.document_number ? `${words} ${row.document_number}` : words;
}

export const toDueItemDto = (row: DescribedDueItem, today: string): DueItem => ({
  assetId: row.asset_id,
  assetName: row.asset_name,
  assetType: row.asset_type,
  location: row.asset_location,
  kind: row.kind,
  sourceId: row.source_id,
  name: dueItemName(row),
  reference:
    row.kind === 'inspection' ? row.plan_reference : row.kind === 'document' ? row.document_issuer : null,
  dueOn: row.due_on,
  status: storedDueStatus(row.due_on, row.warn_on, today),
  lastDoneOn: row.last_done_on,
});

export const toDueInspectionDto = (row: DescribedDueItem, today: string): DueInspection => ({
  ...toDueItemDto(row, today),
  checklist: row.plan_checklist === null ? [] : (JSON.parse(row.plan_checklist) as ChecklistItem[]),
  dueSoonDays: row.plan_due_soon_days ?? 0,
});
