/** Who may hold, take and return an asset, as one pure function. */
import { DEFAULT_ASSET_STATUS, type AssetStatus } from '@harbour/contract';

interface AssignmentState {
  assignedTo: string | null;
  status: AssetStatus;
  dateAssigned: string | null;
}

interface AssignmentInput {
  /** undefined leaves the assignment as it is; '' unassigns; an id assigns. */
  assignedTo?: string;
  status?: AssetStatus;
}

export type AssignmentChange = 'assigned' | 'unassigned' | null;

export function applyAssignment(
  current: AssignmentState | null,
  input: AssignmentInput,
  now: string,
): AssignmentState & { change: AssignmentChange } {
  const before = current ?? { assignedTo: null, status: DEFAULT_ASSET_STATUS, dateAssigned: null };
  const status = input.status ?? before.status;
  if (input.assignedTo === undefined || input.assignedTo === before.assignedTo) {
    return { ...before, status, change: null };
  }
  if (input.assignedTo === '') {
    const change = before.assignedTo ? 'unassigned' : null;
    return { assignedTo: null, status, dateAssigned: null, change };
  }
  return { assignedTo: input.assignedTo, status: 'In Use', dateAssigned: now, change: 'assigned' };
}
