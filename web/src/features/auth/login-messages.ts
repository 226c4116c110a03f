/** Login strings. */
import { MESSAGES } from '@harbour/contract';

export const LOGIN_MESSAGES = {
  emptyFields: 'Please fill in all fields',
  welcome: 'Welcome back!',
  failed: MESSAGES.invalidCredentials,
  usernameMissing: 'Username is required',
  passwordMissing: 'Password is required',
  fromLabel: 'Sign in to open this asset',
} as const;
