/** Strings of the Users screen; those the server also sends come from the contract. */
import { LIMITS, MESSAGES } from '@harbour/contract';

export const USER_MESSAGES = {
  empty: 'No users found',
  loading: 'Loading users...',
  fetchFailed: (message: string) => `Failed to fetch users: ${message}`,
  created: MESSAGES.userCreated,
  updated: MESSAGES.userUpdated,
  deleted: MESSAGES.userDeleted,
  saveFailed: 'Operation failed',
  saveFailedForm: 'Failed to save user',
  deleteFailed: 'Failed to delete user',
  never: 'Never',
  searchPlaceholder: 'Search users...',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  emailInvalid: 'E-mail address is not valid',
  emailTooLong: `E-mail address must be at most ${LIMITS.emailMax} characters`,
  usernameRules: `${LIMITS.usernameMin} to ${LIMITS.usernameMax} characters: letters, digits, ".", "_" and "-"`,
  passwordRules: `At least ${LIMITS.passwordMin} characters`,
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
} as const;
