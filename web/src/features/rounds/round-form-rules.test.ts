import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { EMPTY_ROUND, roundInputFrom, roundUpdateFrom, serverErrors } from './round-form-rules';
import { roundMessages } from './round-messages';

const PLAN_REQUIRED = roundMessages.planRequired.en;

const PLAN = '65a1f0c2b3d4e5f6a7b8c9d1';
const PERSON = '65a1f0c2b3d4e5f6a7b8c9aa';

describe('the new round form', () => {
  it('sends the scope, people and due date, and leaves out what was not chosen', () => {
    const checked = roundInputFrom({
      ...EMPTY_ROUND,
      name: '  Quay 3 audit ',
      locations: ['Quay 3'],
      assignees: [PERSON],
      dueOn: '2026-12-01',
      planId: PLAN,
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        name: 'Quay 3 audit',
        kind: 'audit',
        scope: { locations: ['Quay 3'], types: [] },
        assignees: [PERSON],
        dueOn: '2026-12-01',
        assigneesMayFinish: false,
      },
    });
  });

  it('asks for a name, and for the plan of an inspection round', () => {
    const checked = roundInputFrom({ ...EMPTY_ROUND, kind: 'inspection' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.name).toBe('Name is required');
    expect(checked.errors.planId).toBe(PLAN_REQUIRED);
  });

  it('keeps the plan of an inspection round', () => {
    const checked = roundInputFrom({ ...EMPTY_ROUND, name: 'LSA monthly', kind: 'inspection', planId: PLAN });
    expect(checked.ok && checked.value.planId).toBe(PLAN);
  });
});

describe('the edit form', () => {
  it('clears the due date with null', () => {
    expect(roundUpdateFrom({ ...EMPTY_ROUND, name: 'Stores', dueOn: '' })).toEqual({
      ok: true,
      value: { name: 'Stores', assignees: [], dueOn: null, assigneesMayFinish: false },
    });
  });
});

describe("the server's refusal", () => {
  it('puts field errors beside their fields, scope paths under locations and types', () => {
    const error = new ApiError(400, 'Invalid request', {
      'scope.locations.0': 'A location must not be empty',
      dueOn: 'Use a date like 2026-12-01',
      other: 'Something else',
    });
    expect(serverErrors(error, 'x')).toEqual({
      locations: 'A location must not be empty',
      dueOn: 'Use a date like 2026-12-01',
      form: 'Something else',
    });
  });

  it("shows a refusal without field errors in the form's alert", () => {
    expect(serverErrors(new ApiError(409, 'Plan not found'), 'x')).toEqual({ form: 'Plan not found' });
    expect(serverErrors(new TypeError('offline'), 'Could not save')).toEqual({ form: 'Could not save' });
  });
});
