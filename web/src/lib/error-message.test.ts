import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { detailedMessageOr, messageOr } from './error-message';

describe('error-message precedence', () => {
  it("prefers the server's message, else the fixed fallback", () => {
    expect(messageOr(new ApiError(409, 'Username already exists'), 'Operation failed')).toBe(
      'Username already exists',
    );
    expect(messageOr(new ApiError(500, undefined), 'Operation failed')).toBe('Operation failed');
    expect(messageOr(new TypeError('Failed to fetch'), 'Failed to delete user')).toBe(
      'Failed to delete user',
    );
  });

  it('for add asset: server msg, then joined field errors, then the error message, then the fallback', () => {
    expect(
      detailedMessageOr(
        new ApiError(400, 'Validation failed', { name: 'Name is required' }),
        'Failed to add asset',
      ),
    ).toBe('Validation failed');
    expect(
      detailedMessageOr(
        new ApiError(400, undefined, { name: 'Name is required', type: 'Type is required' }),
        'Failed to add asset',
      ),
    ).toBe('Name is required, Type is required');
    expect(detailedMessageOr(new TypeError('Failed to fetch'), 'Failed to add asset')).toBe(
      'Failed to fetch',
    );
    expect(detailedMessageOr('boom', 'Failed to add asset')).toBe('Failed to add asset');
  });
});
