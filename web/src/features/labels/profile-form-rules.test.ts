import { describe, expect, it } from 'vitest';
import { checkProfile, NEW_PROFILE } from './profile-form-rules';

describe('printer profile form', () => {
  it('reads offsets typed with a comma or a point, and a minus', () => {
    expect(checkProfile({ name: 'Office laser', offsetX: '1,5', offsetY: '-0.8', scale: '1.01' })).toEqual({
      ok: true,
      value: { name: 'Office laser', offsetX: 1.5, offsetY: -0.8, scale: 1.01 },
    });
  });

  it("refuses each field with the contract's reason beside it", () => {
    const checked = checkProfile({ ...NEW_PROFILE, offsetX: '25', offsetY: 'abc', scale: '1.2' });
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        offsetX: 'An offset is at most 20 mm',
        offsetY: 'Enter a number, such as 1.5 or -0.8',
        scale: 'The scale is between 0.9 and 1.1',
      },
    });
  });
});
