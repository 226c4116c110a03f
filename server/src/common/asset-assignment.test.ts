import { describe, expect, it } from 'vitest';
import { applyAssignment } from './asset-assignment';

const now = '2026-11-25T10:00:00.000Z';
const held = { assignedTo: 'u1', status: 'In Use' as const, dateAssigned: '2026-01-01T00:00:00.000Z' };

describe('applyAssignment', () => {
  it('defaults a new asset to Available and unassigned', () => {
    expect(applyAssignment(null, {}, now)).toEqual({
      assignedTo: null,
      status: 'Available',
      dateAssigned: null,
      change: null,
    });
  });
  it('sets In Use and the date when a new user is assigned, whatever status was asked', () => {
    expect(applyAssignment(null, { assignedTo: 'u2', status: 'Reservable' }, now)).toEqual({
      assignedTo: 'u2',
      status: 'In Use',
      dateAssigned: now,
      change: 'assigned',
    });
  });
  it('leaves the assignment alone when assignedTo is absent', () => {
    expect(applyAssignment(held, { status: 'Reservable' }, now)).toEqual({
      ...held,
      status: 'Reservable',
      change: null,
    });
  });
  it('keeps the requested status and the date when the current assignee is re-sent', () => {
    expect(applyAssignment(held, { assignedTo: 'u1', status: 'Under Maintenance' }, now)).toEqual({
      ...held,
      status: 'Under Maintenance',
      change: null,
    });
  });
  it('unassigns on an empty string and keeps the status', () => {
    expect(applyAssignment(held, { assignedTo: '' }, now)).toEqual({
      assignedTo: null,
      status: 'In Use',
      dateAssigned: null,
      change: 'unassigned',
    });
  });
  it('reports no change when unassigning an unassigned asset', () => {
    expect(applyAssignment(null, { assignedTo: '' }, now).change).toBeNull();
  });
});
