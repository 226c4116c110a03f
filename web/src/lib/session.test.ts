import { describe, expect, it } from 'vitest';
import { readStoredSession } from './session';

function storageWith(values: Record<string, string>): Storage {
  localStorage.clear();
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  return localStorage;
}

describe('session restore', () => {
  it('restores a signed-in session when token, role and username are all stored', () => {
    const session = readStoredSession(storageWith({ token: 't', role: 'admin', username: 'ana' }));
    expect(session).toEqual({ token: 't', role: 'admin', username: 'ana' });
  });

  it.each([
    ['token', { role: 'admin', username: 'ana' }],
    ['role', { token: 't', username: 'ana' }],
    ['username', { token: 't', role: 'user' }],
  ])('stays signed out when %s is missing', (_missing, values) => {
    expect(readStoredSession(storageWith(values))).toBeNull();
  });
});
