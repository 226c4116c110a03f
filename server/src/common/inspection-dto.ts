import type { Inspection, InspectionSource } from '@harbour/contract';

export type RecordedAnswer = Inspection['answers'][number];

export interface StoredInspection {
  id: string;
  assetId: string;
  planId: string | null;
  planName: string;
  userId: string;
  username: string;
  performedAt: string;
  /** When it reached the server; null on inspections from before this was kept. */
  receivedAt: string | null;
  performedOn: string;
  passed: boolean;
  answers: RecordedAnswer[];
  notes: string | null;
  position: { lat: number; lon: number; accuracy?: number } | null;
  nextDueOn: string | null;
  source: InspectionSource;
}

/** The labels of the pass/fail items an inspection failed. */
export const failedItemLabels = (answers: RecordedAnswer[]): string[] =>
  answers
    .filter((answer) => answer.kind === 'pass-fail' && answer.pass === false)
    .map((answer) => answer.label);

export const toInspectionDto = (inspection: StoredInspection): Inspection => ({
  _id: inspection.id,
  assetId: inspection.assetId,
  planId: inspection.planId,
  planName: inspection.planName,
  username: inspection.username,
  performedAt: inspection.performedAt,
  receivedAt: inspection.receivedAt,
  result: inspection.passed ? 'pass' : 'fail',
  answers: inspection.answers,
  failedItems: failedItemLabels(inspection.answers),
  notes: inspection.notes,
  position: inspection.position,
  nextDueOn: inspection.nextDueOn,
  source: inspection.source,
});
