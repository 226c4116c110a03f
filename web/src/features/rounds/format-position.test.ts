import { describe, expect, it } from 'vitest';
import { formatPosition } from './format-position';

describe('formatPosition', () => {
  it('shows latitude and longitude to five decimals and the accuracy in whole metres', () => {
    expect(formatPosition({ lat: 59.912341, lon: 10.752309, accuracy: 8.4 })).toBe('59.91234, 10.75231 ±8 m');
  });

  it('keeps the sign of southern and western positions and pads to five decimals', () => {
    expect(formatPosition({ lat: -33.8, lon: -70.65, accuracy: 12 })).toBe('-33.80000, -70.65000 ±12 m');
  });

  it('shows a coarse fix in kilometres and leaves out an accuracy the device did not give', () => {
    expect(formatPosition({ lat: 1, lon: 2, accuracy: 2450 })).toBe('1.00000, 2.00000 ±2.5 km');
    expect(formatPosition({ lat: 1, lon: 2 })).toBe('1.00000, 2.00000');
  });
});
