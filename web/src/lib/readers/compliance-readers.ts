/** An asset's compliance, checklists, inspections and documents as the screens read them: one odd row never blanks a list. */
import { z } from 'zod';
import {
  CHECKLIST_ITEM_KINDS,
  COMPLIANCE_STATUSES,
  DOCUMENT_KINDS,
  INSPECTION_SOURCES,
  type AssetCompliance,
  type AssetDocument,
  type ChecklistItem,
  type Inspection,
} from '@harbour/contract';
import { lenientList, openEnum, orFallback } from '../lenient';
import { dueItemReader } from './due-item-reader';

const text = <F>(kind: string, fallback: F) => orFallback(z.string(), fallback, kind);
const nullableText = (kind: string) => orFallback(z.string().nullable(), null, kind);
const nullableNumber = (kind: string) => orFallback(z.number().nullable(), null, kind);

/** A status this app does not know (a newer server's) is shown as it is. */
const dueStatus = (kind: string) =>
  orFallback(openEnum(COMPLIANCE_STATUSES, `${kind}: a status this app does not know`), '', kind);

export const assetComplianceReader = z.object({
  status: dueStatus('compliance.status'),
  items: orFallback(lenientList(dueItemReader, 'compliance.items: unreadable item'), [], 'compliance.items'),
} satisfies Record<keyof AssetCompliance, z.ZodType>);
export type AssetComplianceView = z.output<typeof assetComplianceReader>;

export const checklistItemReader = z.object({
  id: z.string(),
  label: z.string(),
  // A kind added by a newer server is asked as text, which every plan accepts as an answer.
  kind: orFallback(openEnum(CHECKLIST_ITEM_KINDS, 'checklist.kind: unknown'), 'text', 'checklist.kind'),
  unit: orFallback(z.string().optional(), undefined, 'checklist.unit'),
  required: orFallback(z.boolean(), true, 'checklist.required'),
} satisfies Record<keyof ChecklistItem, z.ZodType>);
export type ChecklistItemView = z.output<typeof checklistItemReader>;

/** A due item of GET /assets/:id/inspections: what to inspect, with its checklist. */
export const dueInspectionReader = dueItemReader.extend({
  checklist: orFallback(lenientList(checklistItemReader, 'checklist: unreadable item'), [], 'checklist'),
  dueSoonDays: orFallback(z.number(), null, 'dueItem.dueSoonDays'),
});
export type DueInspectionView = z.output<typeof dueInspectionReader>;

const answerReader = checklistItemReader.extend({
  pass: orFallback(z.boolean().nullable(), null, 'answer.pass'),
  value: nullableNumber('answer.value'),
  text: nullableText('answer.text'),
  photo: nullableText('answer.photo'),
});

export const inspectionReader = z.object({
  _id: z.string(),
  assetId: text('inspection.assetId', ''),
  planId: nullableText('inspection.planId'),
  planName: text('inspection.planName', ''),
  username: text('inspection.username', ''),
  performedAt: text('inspection.performedAt', ''),
  receivedAt: nullableText('inspection.receivedAt'),
  result: orFallback(openEnum(['pass', 'fail'], 'inspection.result: unknown'), '', 'inspection.result'),
  answers: orFallback(lenientList(answerReader, 'inspection.answers: unreadable'), [], 'inspection.answers'),
  failedItems: orFallback(z.array(z.string()), [], 'inspection.failedItems'),
  notes: nullableText('inspection.notes'),
  position: orFallback(
    z.object({ lat: z.number(), lon: z.number(), accuracy: z.number().optional() }).nullable(),
    null,
    'inspection.position',
  ),
  nextDueOn: nullableText('inspection.nextDueOn'),
  source: orFallback(
    openEnum(INSPECTION_SOURCES, 'inspection.source: unknown'),
    'field',
    'inspection.source',
  ),
} satisfies Record<keyof Inspection, z.ZodType>);
export type InspectionView = z.output<typeof inspectionReader>;

export const documentReader = z.object({
  _id: z.string(),
  assetId: text('document.assetId', ''),
  kind: orFallback(openEnum(DOCUMENT_KINDS, 'document.kind: unknown'), 'other', 'document.kind'),
  number: nullableText('document.number'),
  issuer: nullableText('document.issuer'),
  issuedOn: nullableText('document.issuedOn'),
  expiresOn: nullableText('document.expiresOn'),
  status: dueStatus('document.status'),
  fileName: text('document.fileName', 'document'),
  contentType: text('document.contentType', ''),
  size: orFallback(z.number(), 0, 'document.size'),
  url: z.string(),
  uploadedAt: text('document.uploadedAt', ''),
  uploadedBy: text('document.uploadedBy', ''),
} satisfies Record<keyof AssetDocument, z.ZodType>);
export type DocumentView = z.output<typeof documentReader>;
