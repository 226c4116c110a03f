import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = t.adminToken,
) => t.server.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const listUsers = async () => (await api('GET', '/api/admin/users')).json<Record<string, unknown>[]>();

describe('users API', () => {
  it('lists users with _id, username, role, email, dutyOfficer, lastLogin and createdAt, never a hash', async () => {
    const users = await listUsers();
    expect(users[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      username: 'admin',
      role: 'admin',
      email: null,
      dutyOfficer: false,
      lastLogin: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(users)).not.toMatch(/argon2|password/i);
  });

  it('creates a user with a trimmed name and the default role', async () => {
    const res = await api('POST', '/api/admin/create-user', {
      username: '  bosun.olsen ',
      password: 'long-enough-1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'bosun.olsen',
      role: 'user',
      message: 'User created successfully',
    });
    expect(await t.login('bosun.olsen', 'long-enough-1')).toBeTruthy();
  });

  it('ignores fields it does not know', async () => {
    const res = await api('POST', '/api/admin/create-user', {
      username: 'extra.fields',
      password: 'long-enough-1',
      role: 'user',
      nickname: 'Olsen',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a duplicate username regardless of case with 409', async () => {
    const before = await listUsers();
    const res = await api('POST', '/api/admin/create-user', {
      username: 'BOSUN.Olsen',
      password: 'long-enough-1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe("The username 'BOSUN.Olsen' is already taken");
    expect(await listUsers()).toEqual(before);
  });

  it.each([
    [{ username: 'ab', password: 'long-enough-1' }, 'username'],
    [{ username: 'a'.repeat(51), password: 'long-enough-1' }, 'username'],
    [{ username: 'bad name!', password: 'long-enough-1' }, 'username'],
    [{ username: 'short.pass', password: 'short' }, 'password'],
    [{ username: 'bad.role', password: 'long-enough-1', role: 'captain' }, 'role'],
    [{ password: 'long-enough-1' }, 'username'],
    [{ username: 'no.password' }, 'password'],
    [{ username: ['array'], password: 'long-enough-1' }, 'username'],
  ])('refuses %j with 400 naming %s, creating nothing', async (payload, field) => {
    const before = await listUsers();
    const res = await api('POST', '/api/admin/create-user', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty(field);
    expect(await listUsers()).toEqual(before);
  });

  it('changes username and role, keeping the password when it is blank', async () => {
    const user = await t.createUser('cook.jensen');
    const res = await api('PUT', `/api/admin/users/${user.id}`, {
      username: 'chef.jensen',
      role: 'admin',
      password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'chef.jensen',
      role: 'admin',
      message: 'User updated successfully',
    });
    expect(await t.login('chef.jensen', 'user-password-1')).toBeTruthy();
  });

  it('changes the password when one is given', async () => {
    const user = await t.createUser('mate.berg');
    await api('PUT', `/api/admin/users/${user.id}`, {
      username: 'mate.berg',
      role: 'user',
      password: 'fresh-password-9',
    });
    expect(await t.login('mate.berg', 'fresh-password-9')).toBeTruthy();
  });

  it('refuses renaming onto an existing username with 409', async () => {
    const user = await t.createUser('taken.two');
    const res = await api('PUT', `/api/admin/users/${user.id}`, { username: 'Bosun.Olsen', role: 'user' });
    expect(res.statusCode).toBe(409);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api('PUT', '/api/admin/users/0123456789abcdef01234567', { role: 'user' })).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', '/api/admin/users/0123456789abcdef01234567')).statusCode).toBe(404);
    const malformed = await api('DELETE', '/api/admin/users/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ errors: Record<string, string> }>().errors).toHaveProperty('id');
    expect((await api('PUT', "/api/admin/users/1' OR '1'='1", { role: 'user' })).statusCode).toBe(400);
  });

  it('never lets an admin delete or demote themself', async () => {
    const self = (await listUsers()).find((u) => u.username === 'admin')!;
    const del = await api('DELETE', `/api/admin/users/${String(self._id)}`);
    expect(del.statusCode).toBe(409);
    expect(del.json<{ message: string }>().message).toBe('You cannot delete your own account');
    const demote = await api('PUT', `/api/admin/users/${String(self._id)}`, { role: 'user' });
    expect(demote.statusCode).toBe(409);
  });

  it('never lets the last admin be deleted or demoted', async () => {
    const solo = await createTestApp();
    try {
      const second = await solo.createUser('second.admin', 'admin');
      const adminId = (await solo.server.inject({ url: '/api/admin/users', headers: bearer(second.token) }))
        .json<{ _id: string; username: string }[]>()
        .find((u) => u.username === 'admin')!._id;
      const asSecond = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
        solo.server.inject({ method, url, headers: bearer(second.token), ...(payload ? { payload } : {}) });
      expect((await asSecond('DELETE', `/api/admin/users/${adminId}`)).statusCode).toBe(200);
      // second.admin is now the only admin: the original admin's demotion path is gone, and so is its own.
      const demoteSelf = await asSecond('PUT', `/api/admin/users/${second.id}`, { role: 'user' });
      expect(demoteSelf.statusCode).toBe(409);
    } finally {
      await solo.close();
    }
  });

  it('deletes a user', async () => {
    const user = await t.createUser('leaving.soon');
    const res = await api('DELETE', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User deleted successfully' });
    expect((await listUsers()).some((u) => u.username === 'leaving.soon')).toBe(false);
  });
});
