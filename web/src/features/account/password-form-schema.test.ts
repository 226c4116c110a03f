import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-messages';
import { passwordFormSchema } from './password-form-schema';

const issues = (values: object) =>
  passwordFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('change password form', () => {
  it('needs the current password, a long enough new one, typed twice the same', () => {
    expect(
      issues({
        currentPassword: 'old-password-1',
        newPassword: 'new-password-1',
        repeatPassword: 'new-password-1',
      }),
    ).toEqual([]);
    expect(issues({ currentPassword: '', newPassword: 'short', repeatPassword: 'short' })).toEqual([
      ['currentPassword', 'Current password is required'],
      ['newPassword', 'Password must be at least 8 characters'],
    ]);
    expect(
      issues({
        currentPassword: 'old-password-1',
        newPassword: 'new-password-1',
        repeatPassword: 'new-password-2',
      }),
    ).toEqual([['repeatPassword', accountMessages.repeatMismatch.en]]);
  });
});
