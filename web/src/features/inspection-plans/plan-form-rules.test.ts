import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  emptyPlanForm,
  newChecklistItem,
  planFormFrom,
  planFormIssues,
  planFormSchema,
  readableRule,
  toPlanInput,
  type PlanFormValues,
} from './plan-form-rules';
import { planSaveErrors } from './plan-save-error';

const raft = (): PlanFormValues => ({
  ...emptyPlanForm(),
  name: 'Life raft annual service',
  reference: 'SOLAS III/20.8',
  assetTypes: ['Life Raft'],
});

const messages = (values: PlanFormValues) =>
  planFormIssues(values).map(({ path, message }) => `${path}: ${message}`);

describe('the inspection plan form', () => {
  it('starts as a 12-month plan, due soon 30 days ahead, with nothing chosen yet', () => {
    const empty = emptyPlanForm();
    expect(readableRule(empty)).toEqual({ every: { count: 12, unit: 'months' } });
    expect(empty.dueSoonDays).toBe('30');
    expect(messages(empty)).toEqual([
      'name: Name is required',
      'assetTypes: Choose at least one asset type or asset',
    ]);
  });

  it('sends the plan as the API takes it: trimmed, numbers as numbers, clocks only when chosen', () => {
    const values: PlanFormValues = {
      ...raft(),
      name: '  Hydrostatic release  ',
      every: { count: '2', unit: 'years' },
      firstOfOn: true,
      firstOf: { from: 'manufacture', after: { count: '4', unit: 'years' } },
      olderThanOn: false,
      dueSoonDays: '45',
      checklist: [
        { itemId: 'item-a', label: ' Expiry date legible ', kind: 'pass-fail', unit: 'bar', required: true },
        { itemId: 'item-b', label: 'Pressure', kind: 'number', unit: ' bar ', required: false },
      ],
      assetIds: ['0123456789abcdef01234567'],
    };
    expect(messages(values)).toEqual([]);
    expect(toPlanInput(values)).toEqual({
      name: 'Hydrostatic release',
      reference: 'SOLAS III/20.8',
      rule: {
        every: { count: 2, unit: 'years' },
        firstOf: { from: 'manufacture', after: { count: 4, unit: 'years' } },
      },
      dueSoonDays: 45,
      checklist: [
        { id: 'item-a', label: 'Expiry date legible', kind: 'pass-fail', required: true },
        { id: 'item-b', label: 'Pressure', kind: 'number', required: false, unit: 'bar' },
      ],
      failSetsMaintenance: false,
      assetTypes: ['Life Raft'],
      assetIds: ['0123456789abcdef01234567'],
    });
    expect(planFormSchema.parse(values)).toEqual(toPlanInput(values));
  });

  it('says in words which number is wrong', () => {
    const values: PlanFormValues = {
      ...raft(),
      every: { count: '0', unit: 'months' },
      firstOfOn: true,
      firstOf: { from: 'in-service', after: { count: 'two', unit: 'years' } },
      olderThanOn: true,
      olderThan: { years: '101', every: { count: '1.5', unit: 'years' } },
      dueSoonDays: '-1',
    };
    expect(messages(values)).toEqual([
      'every.count: Write the interval as a whole number from 1 to 1200',
      'firstOf.after.count: Write the whichever-first time as a whole number from 1 to 1200',
      'olderThan.years: Write the age as a whole number of years from 1 to 100',
      'olderThan.every.count: Write the interval past that age as a whole number from 1 to 1200',
      'dueSoonDays: Write the due-soon lead as a whole number of days from 0 to 365',
    ]);
    expect(readableRule(values)).toBeNull();
  });

  it('wants the interval past an age shorter than the regular one', () => {
    const suit: PlanFormValues = {
      ...raft(),
      every: { count: '3', unit: 'years' },
      olderThanOn: true,
      olderThan: { years: '10', every: { count: '36', unit: 'months' } },
    };
    expect(messages(suit)).toEqual([
      'olderThan.every.count: The interval past that age must be shorter than the regular one',
    ]);
    suit.olderThan.every = { count: '2', unit: 'years' };
    expect(messages(suit)).toEqual([]);
    expect(toPlanInput(suit).rule).toEqual({
      every: { count: 3, unit: 'years' },
      olderThan: { years: 10, every: { count: 2, unit: 'years' } },
    });
  });

  it('names the checklist item without a label, and counts photo items', () => {
    const values: PlanFormValues = {
      ...raft(),
      checklist: [
        { itemId: 'a', label: 'Seals intact', kind: 'pass-fail', unit: '', required: true },
        { itemId: 'b', label: '  ', kind: 'text', unit: '', required: true },
        ...Array.from({ length: 11 }, (_, index) => ({
          itemId: `p${index}`,
          label: `Photo ${index + 1}`,
          kind: 'photo' as const,
          unit: '',
          required: true,
        })),
      ],
    };
    expect(messages(values)).toEqual([
      'checklist: A checklist has at most 10 photo items',
      'checklist.1.label: Give checklist item 2 a label',
    ]);
  });

  it('accepts single assets without a type', () => {
    expect(messages({ ...raft(), assetTypes: [], assetIds: ['0123456789abcdef01234567'] })).toEqual([]);
  });

  it('fills the form from a stored plan and sends it back unchanged', () => {
    const plan = {
      _id: 'p1',
      name: 'Immersion suit air-pressure test',
      reference: 'MSC/Circ.1114',
      rule: {
        every: { count: 3, unit: 'years' as const },
        olderThan: { years: 10, every: { count: 2, unit: 'years' as const } },
      },
      dueSoonDays: 60,
      checklist: [
        {
          id: 'seams',
          label: 'Seams hold pressure',
          kind: 'pass-fail' as const,
          unit: undefined,
          required: true,
        },
      ],
      failSetsMaintenance: true,
      assetTypes: ['Immersion Suit'],
      assetIds: [],
      assetCount: 4,
      createdAt: null,
      updatedAt: null,
    };
    const values = planFormFrom(plan);
    expect(values.olderThanOn).toBe(true);
    expect(values.firstOfOn).toBe(false);
    expect(toPlanInput(values)).toEqual({
      name: plan.name,
      reference: plan.reference,
      rule: plan.rule,
      dueSoonDays: 60,
      checklist: [{ id: 'seams', label: 'Seams hold pressure', kind: 'pass-fail', required: true }],
      failSetsMaintenance: true,
      assetTypes: ['Immersion Suit'],
      assetIds: [],
    });
  });

  it('gives each new checklist item an id the plan does not use yet, in the form the API takes', () => {
    const rolls = [0, 0, 0.5];
    const first = newChecklistItem([]);
    expect(first.itemId).toMatch(/^[a-z0-9-]{1,40}$/);
    const second = newChecklistItem(['item-000000'], () => rolls.shift() ?? 0.5);
    expect(second.itemId).not.toBe('item-000000');
    expect(second).toMatchObject({ label: '', kind: 'pass-fail', required: true });
  });

  it("reads the server's refusal field by field, in words", () => {
    const refusal = new ApiError(400, 'Invalid request: ...', {
      'checklist.2.label': 'A checklist item needs a label',
      'rule.olderThan.years': 'Too small',
      name: 'Name is required',
    });
    expect(planSaveErrors(refusal, 'Failed')).toEqual([
      'Checklist item 3: A checklist item needs a label',
      'Past an age: Too small',
      'Name: Name is required',
    ]);
    expect(planSaveErrors(new ApiError(409, 'A plan named Raft service exists'), 'Failed')).toEqual([
      'A plan named Raft service exists',
    ]);
    expect(planSaveErrors(new Error('offline'), 'Failed')).toEqual(['Failed']);
  });
});
