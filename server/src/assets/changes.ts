/** Turns an edit into the activity entries that describe it. */
import type { ActivityAction, AssetStatus } from '@harbour/contract';
import type { AssignmentChange } from './assignment';
import { describeRegisterChanges } from './register';

type RegisterSnapshot = Parameters<typeof describeRegisterChanges>[0];

interface AssetSnapshot extends RegisterSnapshot {
  name: string;
  type: string;
  location: string;
  status: AssetStatus;
  imageFile: string | null;
}

interface Described {
  action: ActivityAction;
  details: string;
}

/** The entry of a status change to Under Maintenance: by an edit, or by a failed inspection. */
export const maintenanceEntry = (from: AssetStatus): Described => ({
  action: 'maintenance',
  details: `Status changed from ${from} to Under Maintenance`,
});

export function describeEdit(
  before: AssetSnapshot,
  after: AssetSnapshot,
  assignment: { change: AssignmentChange; previousName: string | null; newName: string | null },
): Described[] {
  const entries: Described[] = [];
  const changed: string[] = [];
  for (const field of ['name', 'type', 'location'] as const) {
    if (before[field] !== after[field]) changed.push(`${field}: '${before[field]}' → '${after[field]}'`);
  }
  changed.push(...describeRegisterChanges(before, after));
  if (before.imageFile !== after.imageFile)
    changed.push(after.imageFile ? 'image replaced' : 'image removed');

  const statusChanged = before.status !== after.status;
  const statusByAssignment = assignment.change === 'assigned' && after.status === 'In Use';
  if (statusChanged && after.status === 'Under Maintenance') {
    entries.push(maintenanceEntry(before.status));
  } else if (statusChanged && after.status === 'Available') {
    entries.push({ action: 'available', details: `Status changed from ${before.status} to Available` });
  } else if (statusChanged && !statusByAssignment) {
    changed.push(`status: ${before.status} → ${after.status}`);
  }
  if (changed.length > 0) entries.unshift({ action: 'updated', details: `Updated ${changed.join(', ')}` });

  if (assignment.change === 'assigned') {
    const from = assignment.previousName ? ` (previously ${assignment.previousName})` : '';
    entries.push({ action: 'assigned', details: `Assigned to ${assignment.newName ?? 'a user'}${from}` });
  } else if (assignment.change === 'unassigned') {
    entries.push({ action: 'unassigned', details: `Unassigned from ${assignment.previousName ?? 'a user'}` });
  }
  return entries;
}
