import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldErrors, saveFailureMessage } from './field-errors';

const refused = new ApiError(400, 'Invalid request: username: Username may contain only letters', {
  username: 'Username may contain only letters, digits, ".", "_" and "-"',
});

describe('field errors', () => {
  it("gives each field's reason of a 400", () => {
    expect(fieldErrors(refused)).toEqual({
      username: 'Username may contain only letters, digits, ".", "_" and "-"',
    });
    expect(fieldErrors(new ApiError(409, 'taken'))).toEqual({});
    expect(fieldErrors(new Error('network'))).toEqual({});
  });

  it('says the reasons in words, not the request summary', () => {
    expect(saveFailureMessage(refused, 'Operation failed')).toBe(
      'Username may contain only letters, digits, ".", "_" and "-"',
    );
    expect(saveFailureMessage(new ApiError(409, "The username 'tom' is already taken"), 'x')).toBe(
      "The username 'tom' is already taken",
    );
    expect(saveFailureMessage(new Error('offline'), 'Operation failed')).toBe('Operation failed');
  });
});
