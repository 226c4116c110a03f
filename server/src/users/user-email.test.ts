import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.server.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });

const emailOf = async (username: string) => {
  const users = (await api('GET', '/api/admin/users')).json<{ username: string; email: string | null }[]>();
  return users.find((u) => u.username === username)?.email;
};

describe("users' e-mail address", () => {
  it('is stored trimmed on create and listed', async () => {
    const res = await api('POST', '/api/admin/create-user', {
      username: 'mate.berg',
      password: 'long-enough-1',
      email: '  mate.berg@harbour.example ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'mate.berg', email: 'mate.berg@harbour.example' });
    expect(await emailOf('mate.berg')).toBe('mate.berg@harbour.example');
  });

  it('is null when left out or empty on create', async () => {
    await api('POST', '/api/admin/create-user', { username: 'no.mail', password: 'long-enough-1' });
    await api('POST', '/api/admin/create-user', {
      username: 'blank.mail',
      password: 'long-enough-1',
      email: '',
    });
    expect(await emailOf('no.mail')).toBeNull();
    expect(await emailOf('blank.mail')).toBeNull();
  });

  it('changes on update, is kept when left out, and is removed by an empty value', async () => {
    const { id } = await t.createUser('deck.hand');
    const set = await api('PUT', `/api/admin/users/${id}`, { email: 'deck@harbour.example' });
    expect(set.json()).toMatchObject({ email: 'deck@harbour.example' });
    await api('PUT', `/api/admin/users/${id}`, { role: 'user' });
    expect(await emailOf('deck.hand')).toBe('deck@harbour.example');
    const cleared = await api('PUT', `/api/admin/users/${id}`, { email: '' });
    expect(cleared.json()).toMatchObject({ email: null });
    expect(await emailOf('deck.hand')).toBeNull();
  });

  it.each([
    ['not-an-address', 'E-mail address is not valid'],
    ['two@@at.example', 'E-mail address is not valid'],
    [`${'a'.repeat(250)}@b.example`, 'E-mail address must be at most 254 characters'],
    [42, 'expected string'],
  ])('refuses %j with a 400 naming the field, changing nothing', async (email, message) => {
    const { id } = await t.createUser(`refused.${Math.random().toString(36).slice(2, 8)}`);
    const before = await snapshotState(t.db.kysely);
    for (const res of [
      await api('PUT', `/api/admin/users/${id}`, { email }),
      await api('POST', '/api/admin/create-user', {
        username: 'never.made',
        password: 'long-enough-1',
        email,
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.email).toContain(message);
    }
    expect(await snapshotState(t.db.kysely)).toEqual(before);
  });

  it('leaves the first administrator without an address', async () => {
    expect(await emailOf('admin')).toBeNull();
  });
});
