import { describe, expect, it } from 'vitest';
import type { ChecklistItemView } from '@/lib/readers/compliance-readers';
import {
  buildInspectionRequest,
  checklistErrors,
  parseDecimal,
  requestFingerprint,
  type AnswerValues,
} from './checklist-answers';

const PLAN = '65a1f0c2b3d4e5f6a7b8c9d0';
const item = (
  id: string,
  label: string,
  kind: string,
  required = true,
  unit?: string,
): ChecklistItemView => ({
  id,
  label,
  kind,
  required,
  unit,
});
const CHECKLIST = [
  item('canister', 'Canister intact', 'pass-fail'),
  item('pressure', 'Cylinder pressure', 'number', true, 'bar'),
  item('seal', 'Seal number', 'text', false),
  item('photo', 'Photo of the raft', 'photo'),
];
const photo = new File(['jpeg'], 'raft.jpg', { type: 'image/jpeg', lastModified: 1 });

describe('parseDecimal', () => {
  it('reads a point or a comma as the decimal mark', () => {
    expect(parseDecimal('2.5')).toBe(2.5);
    expect(parseDecimal(' 2,5 ')).toBe(2.5);
    expect(parseDecimal('-3')).toBe(-3);
    expect(parseDecimal('.5')).toBe(0.5);
  });

  it('refuses what is not one number', () => {
    for (const text of ['', 'abc', '1.2.3', '1,2,3', '12 bar', '1e400'])
      expect(parseDecimal(text), text).toBeNull();
  });
});

describe('checklist errors', () => {
  it('names every unanswered required item by its label, and not the optional one', () => {
    expect(checklistErrors(CHECKLIST, {})).toEqual({
      canister: 'Canister intact: choose Pass or Fail',
      pressure: 'Cylinder pressure: enter a number',
      photo: 'Photo of the raft: take a photo',
    });
  });

  it('takes Fail as an answer, and blank text as none', () => {
    const values: AnswerValues = { canister: { pass: false }, pressure: { number: '   ' } };
    expect(Object.keys(checklistErrors(CHECKLIST, values))).toEqual(['pressure', 'photo']);
  });

  it('refuses a number that does not read as one, even on an optional item', () => {
    const checklist = [item('depth', 'Depth', 'number', false, 'm')];
    expect(checklistErrors(checklist, { depth: { number: '4 m' } })).toEqual({
      depth: 'Depth: "4 m" is not a number',
    });
  });

  it('has nothing to say about a complete checklist', () => {
    const values: AnswerValues = {
      canister: { pass: true },
      pressure: { number: '12,5' },
      photo: { photo },
    };
    expect(checklistErrors(CHECKLIST, values)).toEqual({});
  });
});

describe('a date question', () => {
  const expiry = item('expiry', 'Battery expiry date', 'date');

  it('asks for a date when unanswered, and sends the picked date as its text', () => {
    expect(checklistErrors([expiry], {})).toEqual({ expiry: 'Battery expiry date: choose a date' });
    expect(
      buildInspectionRequest(PLAN, [expiry], { expiry: { text: '2030-06-30' } }, '', null).input.answers,
    ).toEqual([{ itemId: 'expiry', text: '2030-06-30' }]);
  });
});

describe('the inspection request', () => {
  const values: AnswerValues = {
    canister: { pass: false },
    pressure: { number: '12,5' },
    seal: { text: '  A-1234 ' },
    photo: { photo },
  };

  it('answers each item by its kind and sends the photo as its own part', () => {
    const request = buildInspectionRequest(PLAN, CHECKLIST, values, ' Strap frayed ', {
      lat: 59.9,
      lon: 10.7,
      accuracy: 12,
    });
    expect(request.input).toEqual({
      planId: PLAN,
      answers: [
        { itemId: 'canister', pass: false },
        { itemId: 'pressure', value: 12.5 },
        { itemId: 'seal', text: 'A-1234' },
      ],
      notes: 'Strap frayed',
      position: { lat: 59.9, lon: 10.7, accuracy: 12 },
    });
    expect(request.photos).toEqual([['photo', photo]]);
  });

  it('leaves out unanswered optional items, blank notes and an absent position', () => {
    const { input } = buildInspectionRequest(PLAN, CHECKLIST, { canister: { pass: true } }, '  ', null);
    expect(input).toEqual({ planId: PLAN, answers: [{ itemId: 'canister', pass: true }] });
  });

  it('gives the same fingerprint to the same answers and another to changed ones', () => {
    const first = buildInspectionRequest(PLAN, CHECKLIST, values, '', null);
    const again = buildInspectionRequest(PLAN, CHECKLIST, { ...values }, '', null);
    const changed = buildInspectionRequest(
      PLAN,
      CHECKLIST,
      { ...values, canister: { pass: true } },
      '',
      null,
    );
    expect(requestFingerprint(again)).toBe(requestFingerprint(first));
    expect(requestFingerprint(changed)).not.toBe(requestFingerprint(first));
  });
});
