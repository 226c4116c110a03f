/** The wording of the history: every activity entry a service, the import or the demo writes is worded here. */
import {
  formatChartPosition,
  type ActivityAction,
  type AssetStatus,
  type FieldValues,
} from '@harbour/contract';
import type { AssignmentChange } from './asset-assignment';
import { describeRegisterChanges } from './asset-register';

type RegisterSnapshot = Parameters<typeof describeRegisterChanges>[0];

interface AssetSnapshot extends RegisterSnapshot {
  name: string;
  type: string;
  location: string;
  status: AssetStatus;
  imageFile: string | null;
  /** Its type's field values. */
  fieldValues?: FieldValues;
  /** Its own charted position. */
  lat: number | null;
  lon: number | null;
}

/** Each field value that changed, worded as the other fields of an edit are. */
function describeFieldChanges(before: FieldValues = {}, after: FieldValues = {}): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => before[key] !== after[key])
    .map((key) => `fields.${key}: '${String(before[key] ?? '')}' → '${String(after[key] ?? '')}'`);
}

/** The entry of each asset whose type an administrator renamed. */
export const typeRenamedEntry = (from: string, to: string): Described => ({
  action: 'updated',
  details: `Updated type: '${from}' → '${to}'`,
});

/** The entry of an asset whose location's path changed: a rename or a move of that location or above it. */
export const locationRenamedEntry = (from: string, to: string): Described => ({
  action: 'updated',
  details: `Updated location: '${from}' → '${to}'`,
});

/** The entry of an asset whose location was merged into another. */
export const mergedLocationEntry = (from: string, to: string): Described => ({
  action: 'updated',
  details: `Location '${from}' merged into '${to}'`,
});

/** The entry of an edit that set, moved or cleared the asset's own charted position; none when unchanged. */
function positionChangedEntry(
  before: { lat: number | null; lon: number | null },
  after: { lat: number | null; lon: number | null },
): Described | undefined {
  const text = (row: { lat: number | null; lon: number | null }) =>
    row.lat !== null && row.lon !== null ? formatChartPosition({ lat: row.lat, lon: row.lon }) : 'none';
  const [from, to] = [text(before), text(after)];
  return from === to ? undefined : { action: 'updated', details: `Updated position: ${from} → ${to}` };
}

/** A scan, mark or inspection found the asset farther from its charted position than its type allows. */
export const offStationEntry = (meters: number): Described => ({
  action: 'updated',
  details: `Found off station: ${meters} m from its charted position`,
});

/** Cleared by a scan within its charted position's reach, or by an administrator's word. */
export const backOnStationEntry = (how: { note: string } | { meters: number }): Described => ({
  action: 'updated',
  details:
    'note' in how
      ? `Back on station: ${how.note}`
      : `Back on station: found ${how.meters} m from its charted position`,
});

interface Described {
  action: ActivityAction;
  details: string;
}

export const createdEntry = (type: string, location: string) => ({
  action: 'created' as const,
  details: `Created ${type} at ${location}`,
});

export const deletedEntry = (type: string, location: string) => ({
  action: 'deleted' as const,
  details: `Deleted ${type} at ${location}`,
});

/** A new asset's first holder; an edit's change of holder also names the one before (describeEdit). */
export const assignedEntry = (holderName: string) => ({
  action: 'assigned' as const,
  details: `Assigned to ${holderName}`,
});

export const scannedEntry = (username: string) => ({
  action: 'scanned' as const,
  details: `Scanned by ${username}`,
});

export const inspectedEntry = (planName: string, failedItems: string[], nextDueOn: string | null) => {
  const result = failedItems.length > 0 ? `failed: ${failedItems.join(', ')}` : 'passed';
  return {
    action: 'inspected' as const,
    details: `Inspection '${planName}' ${result}${nextDueOn ? `; next due ${nextDueOn}` : ''}`,
  };
};

/** A register's last inspection brought in by a CSV import: no checklist, the day the register gives. */
export const registerInspectionEntry = (planName: string, on: string, nextDueOn: string | null) => ({
  action: 'inspected' as const,
  details: `Inspection '${planName}' on ${on} imported from the register${nextDueOn ? `; next due ${nextDueOn}` : ''}`,
});

/** A round's "Move here": the asset now stands where the round walks. */
export const movedInRoundEntry = (from: string, to: string, roundName: string) => ({
  action: 'updated' as const,
  details: `Location changed from '${from}' to '${to}' in round '${roundName}'`,
});

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
  changed.push(...describeFieldChanges(before.fieldValues, after.fieldValues));
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
  const moved = positionChangedEntry(before, after);
  if (moved) entries.push(moved);
  return entries;
}

/** The entries of a work order on its asset's history; `number` is what people say (`WO-000123`). */
export const workOrderEntries = {
  created: (number: string, title: string, defectReferences: string[] = []): Described => ({
    action: 'updated',
    details:
      defectReferences.length === 0
        ? `Work order ${number} created: ${title}`
        : `Work order ${number} created from ${defectReferences.join(', ')}: ${title}`,
  }),
  updated: (number: string, changes: string[]): Described => ({
    action: 'updated',
    details: `Work order ${number} updated: ${changes.join(', ')}`,
  }),
  labour: (number: string, minutes: number): Described => ({
    action: 'updated',
    details: `Work order ${number}: ${minutes} min of labour`,
  }),
  part: (number: string, quantity: number, unit: string, text: string): Described => ({
    action: 'updated',
    details: `Work order ${number}: ${quantity} ${unit} ${text} used`,
  }),
  photos: (number: string, count: number, kind: string): Described => ({
    action: 'updated',
    details: `Work order ${number}: ${count} ${kind} photo${count === 1 ? '' : 's'} added`,
  }),
  completed: (number: string, outcome: string): Described => ({
    action: 'updated',
    details: `Work order ${number} done: ${outcome}`,
  }),
  /** The asset's status given back when the last work order holding it Under Maintenance is done. */
  restored: (number: string, from: AssetStatus, to: AssetStatus): Described => ({
    action: to === 'Available' ? 'available' : 'updated',
    details: `Status changed from ${from} to ${to} (work order ${number} done)`,
  }),
};
