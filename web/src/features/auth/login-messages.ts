/** Login strings of SPEC.md sections 2, 5 and 8. */
import type { MESSAGES } from '@harbour/contract';

// Typed as the contract's value, so the two cannot differ. Importing the value itself would pull the
// contract's zod schemas into the sign-in page (+26 KB gzip) while the contract package has side effects.
const invalidCredentials: (typeof MESSAGES)['invalidCredentials'] = 'Invalid credentials';

export const LOGIN_MESSAGES = {
  emptyFields: 'Please fill in all fields',
  welcome: 'Welcome back!',
  failed: invalidCredentials,
} as const;
