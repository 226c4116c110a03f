import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardCell, unguardCell } from './formula-guard';

describe('formula guard', () => {
  it('puts a quote before a cell a spreadsheet would run', () => {
    for (const value of ['=SUM(A1)', '+47 555', '-3', '@cmd', '\t=1'])
      expect(guardCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text alone, a quote at the start included', () => {
    for (const value of ['Life raft', "'quoted'", "O'Brien", '3-4', '']) expect(guardCell(value)).toBe(value);
  });

  it('gives back exactly the text that was guarded, whatever quotes it began with', () => {
    for (const value of ["'=1", "''-x", "'", "'@"]) expect(unguardCell(guardCell(value))).toBe(value);
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(unguardCell(guardCell(value))).toBe(value);
        expect(guardCell(value)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});
