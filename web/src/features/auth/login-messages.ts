/** Login strings of SPEC.md sections 2, 5 and 8. */
export const LOGIN_MESSAGES = {
  emptyFields: 'Please fill in all fields',
  welcome: 'Welcome back!',
  failed: 'Invalid credentials',
} as const;
