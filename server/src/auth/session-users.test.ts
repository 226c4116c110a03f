import { describe, expect, it } from 'vitest';
import { collationSortKey } from '../common/collation-sort-key';
import type { UserRow, UsersRepository } from '../users/repository';
import { createSessionUsers } from './session-users';

const row = (version: number): UserRow => ({
  id: 'a'.repeat(24),
  username: 'erik',
  username_key: 'erik',
  username_skeleton: 'erik',
  username_sort: collationSortKey('erik', 'en'),
  password_hash: 'h',
  role: 'user',
  token_version: version,
  last_login: null,
  created_at: '',
  updated_at: '',
  calendar_secret: null,
  email: null,
  language: null,
  duty_officer: 0,
});

// why: counts database lookups without a database; the access tests cover the real one.
function fakeRepository() {
  let version = 0;
  let lookups = 0;
  const repository: Pick<UsersRepository, 'findById'> = {
    findById: () => {
      lookups++;
      return Promise.resolve(row(version));
    },
  };
  return { repository: repository as UsersRepository, bump: () => version++, lookups: () => lookups };
}

describe('session users', () => {
  it('looks a user up once per TTL, again after it, and at once after forget()', async () => {
    let clock = 0;
    const fake = fakeRepository();
    const sessions = createSessionUsers(fake.repository, 2000, () => clock);
    await sessions.find('a'.repeat(24));
    clock = 1999;
    expect((await sessions.find('a'.repeat(24)))?.token_version).toBe(0);
    expect(fake.lookups()).toBe(1);
    fake.bump();
    clock = 2000;
    expect((await sessions.find('a'.repeat(24)))?.token_version).toBe(1);
    fake.bump();
    sessions.forget('a'.repeat(24));
    expect((await sessions.find('a'.repeat(24)))?.token_version).toBe(2);
    expect(fake.lookups()).toBe(3);
  });
});
