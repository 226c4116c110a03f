import { afterEach, describe, expect, it } from 'vitest';
import { provideCatalogs, setLanguage } from '@/i18n/language-store';
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

describe('change password form in nynorsk', () => {
  afterEach(() => setLanguage('en', { remember: false }));

  it("refuses with the words for the server's field codes, and the limit", async () => {
    const { default: nn } = await import('@/app/catalogs/nn');
    provideCatalogs({
      nb: () => Promise.resolve({ default: {} }),
      nn: () => Promise.resolve({ default: nn }),
    });
    await setLanguage('nn', { remember: false });
    expect(issues({ currentPassword: '', newPassword: 'short', repeatPassword: 'short' })).toEqual([
      ['currentPassword', 'Må fyllast ut'],
      ['newPassword', 'Minst 8 teikn'],
    ]);
    expect(issues({ currentPassword: 'x', newPassword: '         ', repeatPassword: '         ' })).toEqual([
      ['newPassword', 'Må fyllast ut'],
    ]);
  });
});
