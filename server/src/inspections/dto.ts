import type { Inspection } from '@harbour/contract';
import type { StoredInspection } from './repository';

export const toInspectionDto = (inspection: StoredInspection): Inspection => ({
  _id: inspection.id,
  assetId: inspection.assetId,
  planId: inspection.planId,
  planName: inspection.planName,
  username: inspection.username,
  performedAt: inspection.performedAt,
  result: inspection.passed ? 'pass' : 'fail',
  answers: inspection.answers,
  failedItems: inspection.answers
    .filter((answer) => answer.kind === 'pass-fail' && answer.pass === false)
    .map((answer) => answer.label),
  notes: inspection.notes,
  position: inspection.position,
  nextDueOn: inspection.nextDueOn,
});
