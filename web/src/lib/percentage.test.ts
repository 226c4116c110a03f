import { describe, expect, it } from 'vitest';
import { percentage } from './percentage';

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
});
