import { describe, expect, it } from 'vitest';
import { sessionUserId } from './session-user-id';

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

describe('session user id', () => {
  it("reads the token's subject", () => {
    expect(sessionUserId(`${part({ alg: 'HS256' })}.${part({ sub: 'abc123', role: 'user' })}.sig`)).toBe(
      'abc123',
    );
  });

  it('is null for a token it cannot read', () => {
    expect(sessionUserId(undefined)).toBeNull();
    expect(sessionUserId('not-a-token')).toBeNull();
    expect(sessionUserId('a.%%%.c')).toBeNull();
  });
});
