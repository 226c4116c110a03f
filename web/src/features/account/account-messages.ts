/** Strings of the Account page. */
import { LIMITS } from '@harbour/contract';

export const ACCOUNT_MESSAGES = {
  passwordRules: `At least ${LIMITS.passwordMin} characters. Your other sessions are signed out when it changes.`,
  repeatMismatch: 'The two new passwords are not the same',
  changeFailed: 'Failed to change the password',
} as const;
