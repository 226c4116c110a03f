import { describe, expect, it } from 'vitest';
import { percentText, percentage } from './percentage';

describe('percentage', () => {
  it('rounds count / total to a whole percent', () => {
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(1, 8)).toBe(13);
    expect(percentage(5, 5)).toBe(100);
  });

  it('treats a total of 0 as 1', () => {
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(3, 0)).toBe(300);
  });

  it('is written "25%" in English and "25 %" (a no-break space) in Norwegian', () => {
    expect(percentText(25, undefined)).toBe('25%');
    expect(percentText(25, 'nb-NO')).toBe('25\u00a0%');
    expect(percentText(100, 'nn-NO')).toBe('100\u00a0%');
  });
});
