import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '@harbour/contract';
import { ValidationError } from '../errors';
import { checkAnswers } from './answers';

const CHECKLIST: ChecklistItem[] = [
  { id: 'seal', label: 'Seal intact', kind: 'pass-fail', required: true },
  { id: 'lamp', label: 'Lamp works', kind: 'pass-fail', required: false },
  { id: 'pressure', label: 'Pressure', kind: 'number', unit: 'bar', required: true },
  { id: 'remarks', label: 'Remarks', kind: 'text', required: false },
  { id: 'tag', label: 'Tag photo', kind: 'photo', required: true },
];
const photos = new Set(['tag']);

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return { message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('not refused');
};

describe('checking answers against a checklist', () => {
  it('keeps the checklist order and names the failed pass-fail items', () => {
    const checked = checkAnswers(
      CHECKLIST,
      [
        { itemId: 'pressure', value: 0 },
        { itemId: 'lamp', pass: false },
        { itemId: 'seal', pass: true },
      ],
      photos,
    );
    expect(checked.answers.map((a) => [a.id, a.pass, a.value, a.photo])).toEqual([
      ['seal', true, null, null],
      ['lamp', false, null, null],
      ['pressure', null, 0, null],
      ['remarks', null, null, null],
      ['tag', null, null, 'pending'],
    ]);
    expect(checked.failedItems).toEqual(['Lamp works']);
  });

  it('names every problem by label, the first in the message', () => {
    expect(
      refusal(() => checkAnswers(CHECKLIST, [{ itemId: 'pressure', text: 'high' }], new Set(['seal']))),
    ).toEqual({
      message: "'Seal intact' does not take a photo (and 3 more)",
      errors: {
        'photo.seal': "'Seal intact' does not take a photo",
        seal: "'Seal intact' needs a pass or fail, not photo",
        pressure: "'Pressure' needs a number, not text",
        tag: "'Tag photo' needs a photo",
      },
    });
  });

  it('an empty text does not answer a text item', () => {
    expect(
      refusal(() =>
        checkAnswers([{ ...CHECKLIST[3]!, required: true }], [{ itemId: 'remarks', text: '' }], new Set()),
      ).message,
    ).toBe("'Remarks' needs a text");
  });

  it('a date item takes a real date written YYYY-MM-DD in its text, and refuses anything else', () => {
    const expiry: ChecklistItem = {
      id: 'expiry',
      label: 'Battery expiry date',
      kind: 'date',
      required: true,
    };
    expect(
      checkAnswers([expiry], [{ itemId: 'expiry', text: '2030-06-30' }], new Set()).answers[0],
    ).toMatchObject({
      text: '2030-06-30',
    });
    for (const text of ['30.06.2030', '2030-02-30', 'next year'])
      expect(refusal(() => checkAnswers([expiry], [{ itemId: 'expiry', text }], new Set())).errors).toEqual({
        expiry: `'Battery expiry date' needs a date written YYYY-MM-DD: ${text} is not a real date`,
      });
    expect(refusal(() => checkAnswers([expiry], [], new Set())).message).toBe(
      "'Battery expiry date' needs a date written YYYY-MM-DD",
    );
  });
});
