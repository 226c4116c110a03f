import { describe, expect, it } from 'vitest';
import { isoDate, readDateColumn } from './date-cells';

describe('reading a column of dates', () => {
  it('reads ISO, dotted European and Excel serial dates, and says which it met', () => {
    const cells = ['2020-04-03', '03.04.2020', '3.4.2020', '43924', ''];
    expect(readDateColumn(cells, undefined)).toEqual({
      ok: true,
      formats: ['yyyy-mm-dd', 'dd.mm.yyyy', 'Excel serial number'],
      order: undefined,
    });
    expect(cells.slice(0, 4).map((cell) => isoDate(cell, undefined))).toEqual([
      '2020-04-03',
      '2020-04-03',
      '2020-04-03',
      '2020-04-03',
    ]);
  });

  it('reads slashed dates day first or month first only when the column or the file says which', () => {
    expect(readDateColumn(['03/04/2020', '13/04/2020'], undefined)).toMatchObject({
      ok: true,
      order: 'day-month-year',
      formats: ['dd/mm/yyyy'],
    });
    expect(readDateColumn(['03/04/2020', '04/13/2020'], undefined)).toMatchObject({
      ok: true,
      order: 'month-day-year',
    });
    const ambiguous = readDateColumn(['03/04/2020', '01/02/2021'], undefined);
    expect(ambiguous).toMatchObject({ ok: false, message: expect.stringContaining("'03/04/2020' may be") });
    expect(readDateColumn(['03/04/2020'], 'month-day-year')).toMatchObject({
      ok: true,
      order: 'month-day-year',
    });
    expect(readDateColumn(['13/04/2020', '04/13/2020'], undefined)).toMatchObject({ ok: false });
    expect(isoDate('03/04/2020', 'day-month-year')).toBe('2020-04-03');
    expect(isoDate('03/04/2020', 'month-day-year')).toBe('2020-03-04');
  });

  it('leaves a cell that is no date as it is, for the check to name', () => {
    expect(isoDate('31.02.2020', undefined)).toBe('31.02.2020');
    expect(isoDate('2020', undefined)).toBe('2020');
    expect(isoDate('soon', undefined)).toBe('soon');
    expect(readDateColumn(['2020', 'soon'], undefined)).toEqual({ ok: true, formats: [], order: undefined });
  });
});
