/** The Account page's words. */
import { LIMITS } from '@harbour/contract';
import { defineMessages } from '@/i18n/define-messages';

export const accountMessages = defineMessages('account', {
  title: 'Account',
  signedInAs: 'Signed in as {name} ({role}).',
  languageTitle: 'Language',
  languageHint: 'The language of your screens, e-mails and reports, on every device you sign in on.',
  languageSaved: 'Language saved',
  languageFailed: 'Failed to save the language',
  passwordTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatPassword: 'New password again',
  changing: 'Changing...',
  change: 'Change password',
  passwordRules: `At least ${LIMITS.passwordMin} characters. Your other sessions are signed out when it changes.`,
  repeatMismatch: 'The two new passwords are not the same',
  changeFailed: 'Failed to change the password',
});
