import type { Inspection } from '@harbour/contract';
import type { RecordedAnswer, StoredInspection } from './repository';

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
  result: inspection.passed ? 'pass' : 'fail',
  answers: inspection.answers,
  failedItems: failedItemLabels(inspection.answers),
  notes: inspection.notes,
  position: inspection.position,
  nextDueOn: inspection.nextDueOn,
});
