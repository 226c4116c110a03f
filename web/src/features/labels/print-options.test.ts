import { describe, expect, it } from 'vitest';
import {
  attachmentName,
  checkCount,
  checkPrintOptions,
  EMPTY_PRINT_OPTIONS,
  labelsPerSheet,
  readLabelCodes,
  type TemplateChoice,
} from './print-options';

const SHEET: TemplateChoice = {
  id: 'avery-l7160',
  name: 'Avery L7160',
  description: 'A4, 21 labels',
  columns: 3,
  rows: 7,
  roll: false,
};
const ROLL: TemplateChoice = { ...SHEET, id: 'brother-dk-22205', columns: 1, rows: 1, roll: true };

describe('print options', () => {
  it('asks for a template before anything else', () => {
    expect(checkPrintOptions(EMPTY_PRINT_OPTIONS, undefined)).toEqual({
      ok: false,
      errors: { templateId: 'Choose a template' },
    });
  });

  it('starts a sheet at a label from 1 to the labels on it', () => {
    expect(labelsPerSheet(SHEET)).toBe(21);
    const draft = {
      ...EMPTY_PRINT_OPTIONS,
      templateId: SHEET.id,
      startAt: '21',
      errorCorrection: 'H' as const,
    };
    expect(checkPrintOptions(draft, SHEET)).toEqual({
      ok: true,
      value: { templateId: SHEET.id, startAt: 21, errorCorrection: 'H' },
    });
    for (const startAt of ['0', '22', '2.5', '']) {
      expect(checkPrintOptions({ ...draft, startAt }, SHEET)).toEqual({
        ok: false,
        errors: { startAt: 'Start at a label from 1 to 21' },
      });
    }
  });

  it('sends no start for a roll, whatever the field held, and the printer profile when one is chosen', () => {
    const draft = { ...EMPTY_PRINT_OPTIONS, templateId: ROLL.id, startAt: '99', printerProfileId: 'p1' };
    expect(checkPrintOptions(draft, ROLL)).toEqual({
      ok: true,
      value: { templateId: ROLL.id, errorCorrection: 'M', printerProfileId: 'p1' },
    });
  });

  it('takes a count only as a whole number within its limits', () => {
    expect(checkCount(' 3 ', 1, 500, 'Count')).toBe(3);
    expect(checkCount('0', 1, 500, 'Count')).toBe('Count must be from 1 to 500');
    expect(checkCount('501', 1, 500, 'Count')).toBe('Count must be from 1 to 500');
    expect(checkCount('two', 1, 500, 'Count')).toBe('Count must be from 1 to 500');
  });

  it('reads the new codes from the X-Label-Codes header', () => {
    expect(readLabelCodes('K7QM3ZX9,4HX2ABCD, 0000AAAA')).toEqual(['K7QM3ZX9', '4HX2ABCD', '0000AAAA']);
    expect(readLabelCodes(null)).toEqual([]);
  });

  it('names the download as the server does, its UTF-8 name first', () => {
    expect(
      attachmentName(
        `attachment; filename="Labels _rn.pdf"; filename*=UTF-8''Labels%20%C3%98rn.pdf`,
        'x.pdf',
      ),
    ).toBe('Labels Ørn.pdf');
    expect(attachmentName('attachment; filename="Labels.pdf"', 'x.pdf')).toBe('Labels.pdf');
    expect(attachmentName(null, 'x.pdf')).toBe('x.pdf');
  });
});
