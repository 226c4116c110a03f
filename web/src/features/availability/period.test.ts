import { describe, expect, it } from 'vitest';
import { periodOf } from './period';

const NOW = new Date(2026, 10, 29, 14, 30);
const NONE = { from: '', to: '' };
const local = (year: number, month: number, day: number) => new Date(year, month, day).toISOString();

describe('availability periods', () => {
  it('counts this year and last year from local new year to new year', () => {
    expect(periodOf('this-year', NOW, NONE)).toEqual({ from: local(2026, 0, 1), to: local(2027, 0, 1) });
    expect(periodOf('last-year', NOW, NONE)).toEqual({ from: local(2025, 0, 1), to: local(2026, 0, 1) });
  });

  it('takes the last 30 days as thirty whole days ending with today', () => {
    expect(periodOf('last-30-days', NOW, NONE)).toEqual({
      from: local(2026, 9, 31),
      to: local(2026, 10, 30),
    });
  });

  it('includes a custom period’s last day, and has none while it runs backwards or is unfinished', () => {
    expect(periodOf('custom', NOW, { from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: local(2026, 2, 1),
      to: local(2026, 3, 1),
    });
    expect(periodOf('custom', NOW, { from: '2026-03-02', to: '2026-03-01' })).toBeNull();
    expect(periodOf('custom', NOW, { from: '2026-03-02', to: '' })).toBeNull();
  });
});
