/** What the API tokens screen says. */
export const API_TOKEN_MESSAGES = {
  loadFailed: 'The API tokens could not be loaded.',
  empty: 'No API tokens yet. Create one for each system or script that calls the API.',
  createFailed: 'The token could not be created.',
  copied: 'Token copied',
  copyFailed: 'Copying failed: select the token and copy it by hand.',
  shownOnce: 'Copy this token now. It is not shown again: only a hash of it is kept.',
  revoked: 'API token revoked',
  revokeFailed: 'The token could not be revoked.',
  confirmRevoke: (name: string) =>
    `Revoke the API token '${name}'? Anything using it is refused from now on. This cannot be undone.`,
  never: 'Never',
} as const;
