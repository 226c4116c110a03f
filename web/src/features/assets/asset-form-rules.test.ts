import { describe, expect, it } from 'vitest';
import {
  assetFormSchema,
  buildAssetFormData,
  emptyAssetForm,
  isStatusLocked,
  statusAfterAssigneeChange,
  statusOptions,
} from './asset-form-rules';

const userId = '0123456789abcdef01234567';
const registerUnset = {
  serialNumber: '',
  manufacturer: '',
  model: '',
  manufacturedOn: '',
  inServiceOn: '',
  critical: false,
  notes: '',
  typeFields: {},
  position: '',
};

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
      ...registerUnset,
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
      {
        ...registerUnset,
        name: 'A',
        type: 'B',
        location: 'C',
        status: undefined,
        assignedTo: userId,
        image: null,
      },
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

  it('sends only the register fields that are set on create, and every one on edit so a blank clears it', () => {
    const values = {
      ...emptyAssetForm(),
      name: 'Life raft 4',
      type: 'Life Raft',
      location: 'Pilot Station',
      status: 'Available',
      serialNumber: 'VK-20-1182',
      inServiceOn: '2024-05-01',
      critical: true,
      image: null,
    };
    const created = buildAssetFormData(values, 'add');
    expect(created.get('serialNumber')).toBe('VK-20-1182');
    expect(created.get('inServiceOn')).toBe('2024-05-01');
    expect(created.get('critical')).toBe('true');
    expect(created.has('manufacturer')).toBe(false);
    expect(created.has('notes')).toBe(false);
    const edited = buildAssetFormData({ ...values, critical: false }, 'edit');
    expect(edited.get('manufacturer')).toBe('');
    expect(edited.get('notes')).toBe('');
    expect(edited.get('critical')).toBe('false');
  });

  it('refuses a date in service before the date of manufacture, and a date that does not exist', () => {
    const base = { ...emptyAssetForm(), name: 'A', type: 'B', location: 'C' };
    const early = assetFormSchema.safeParse({
      ...base,
      manufacturedOn: '2020-06-01',
      inServiceOn: '2020-05-31',
    });
    expect(early.success).toBe(false);
    expect(early.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['inServiceOn', 'The date in service cannot be before the date of manufacture'],
    ]);
    const missing = assetFormSchema.safeParse({ ...base, manufacturedOn: '2023-02-29' });
    expect(missing.error?.issues[0]?.message).toBe('Date of manufacture is not a real date');
    expect(
      assetFormSchema.safeParse({ ...base, manufacturedOn: '2020-06-01', inServiceOn: '2020-06-01' }).success,
    ).toBe(true);
  });

  it('sends a charted position typed on create, on edit only when changed, and an emptied one to clear it', () => {
    const values = {
      ...emptyAssetForm(),
      name: 'Buoy 14',
      type: 'Lit buoy',
      location: 'Byfjorden',
      image: null,
    };
    const kept = "60° 23.500' N 005° 18.000' E";
    expect(buildAssetFormData(values, 'add').has('position')).toBe(false);
    expect(buildAssetFormData({ ...values, position: '60.39, 5.3' }, 'add').get('position')).toBe(
      '60.39, 5.3',
    );
    expect(
      buildAssetFormData({ ...values, position: kept }, 'edit', [], undefined, kept).has('position'),
    ).toBe(false);
    expect(buildAssetFormData(values, 'edit', [], undefined, kept).get('position')).toBe('');
  });

  it('refuses a position it cannot read, saying why, and takes an empty one', () => {
    const base = { ...emptyAssetForm(), name: 'A', type: 'B', location: 'C' };
    const wrong = assetFormSchema.safeParse({ ...base, position: "59° 74.000' N 010° 45.139' E" });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['position', 'Minutes must be from 0 to under 60'],
    ]);
    expect(assetFormSchema.safeParse({ ...base, position: '  ' }).success).toBe(true);
    expect(assetFormSchema.safeParse({ ...base, position: "59° 54.740' N 010° 45.139' E" }).success).toBe(
      true,
    );
  });
});
