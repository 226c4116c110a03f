import { describe, expect, it } from 'vitest';
import {
  buildAssetFormData,
  isStatusLocked,
  statusAfterAssigneeChange,
  statusOptions,
} from './asset-form-rules';

const userId = '0123456789abcdef01234567';

describe('asset form rules', () => {
  it('choosing a user sets the status to In Use', () => {
    expect(statusAfterAssigneeChange('Available', userId)).toBe('In Use');
    expect(statusAfterAssigneeChange('Under Maintenance', userId)).toBe('In Use');
  });

  it("choosing 'Not Assigned' leaves the status as it is", () => {
    expect(statusAfterAssigneeChange('In Use', '')).toBe('In Use');
    expect(statusAfterAssigneeChange('Reservable', '')).toBe('Reservable');
  });

  it('locks the status only in the add form while a user is assigned', () => {
    expect(isStatusLocked('add', userId)).toBe(true);
    expect(isStatusLocked('add', '')).toBe(false);
    expect(isStatusLocked('edit', userId)).toBe(false);
  });

  it('leaves empty values out on create and always sends assignedTo on edit', () => {
    const values = {
      name: 'Buoy',
      type: 'Navigation Buoy',
      location: 'Outer Roads',
      status: 'Available' as const,
      assignedTo: '',
      image: null,
    };
    const created = buildAssetFormData(values, 'add');
    expect(created.has('assignedTo')).toBe(false);
    expect(created.has('assetImage')).toBe(false);
    const edited = buildAssetFormData(values, 'edit');
    expect(edited.get('assignedTo')).toBe('');
  });

  it('sends In Use when the add form is locked, even without a status value', () => {
    const form = buildAssetFormData(
      { name: 'A', type: 'B', location: 'C', status: undefined, assignedTo: userId, image: null },
      'add',
    );
    expect(form.get('status')).toBe('In Use');
    expect(form.get('assignedTo')).toBe(userId);
  });

  it("offers the asset's own status when only a newer server knows it, so an edit keeps it", () => {
    expect(statusOptions('Decommissioned')).toEqual([
      'Available',
      'In Use',
      'Under Maintenance',
      'Reservable',
      'Decommissioned',
    ]);
    expect(statusOptions('In Use')).toEqual(['Available', 'In Use', 'Under Maintenance', 'Reservable']);
  });
});
