import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readPreferences = (token: string) =>
  t.server.inject({ url: '/api/me/preferences', headers: bearer(token) });
const savePreferences = (token: string, payload: unknown) =>
  t.server.inject({
    method: 'PUT',
    url: '/api/me/preferences',
    headers: bearer(token),
    payload: payload as object,
  });
const signIn = (username: string) =>
  t.server.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'user-password-1' },
  });

describe('/api/me/preferences', () => {
  it('keeps the language a person chooses, and signing in answers it', async () => {
    const kari = await t.createUser('kari.nynorsk');
    expect((await readPreferences(kari.token)).json()).toEqual({ language: null });
    expect((await signIn('kari.nynorsk')).json()).toMatchObject({ language: null });

    const saved = await savePreferences(kari.token, { language: 'nn' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'nn' });
    expect((await readPreferences(kari.token)).json()).toEqual({ language: 'nn' });
    expect((await signIn('kari.nynorsk')).json()).toMatchObject({ language: 'nn' });

    expect((await savePreferences(kari.token, { language: null })).json()).toEqual({ language: null });
    expect((await readPreferences(kari.token)).json()).toEqual({ language: null });
  });

  it('refuses a language the product does not speak, and changes nothing', async () => {
    const ola = await t.createUser('ola.svensk');
    await savePreferences(ola.token, { language: 'nb' });
    for (const payload of [{ language: 'sv' }, { language: 'NB' }, {}, { language: 7 }]) {
      const refused = await savePreferences(ola.token, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    expect((await readPreferences(ola.token)).json()).toEqual({ language: 'nb' });
  });

  it('is one person\u2019s own: another cannot read or change it, and a visitor is asked to sign in', async () => {
    const first = await t.createUser('first.person');
    const second = await t.createUser('second.person');
    await savePreferences(first.token, { language: 'nb' });
    await savePreferences(second.token, { language: 'nn' });
    expect((await readPreferences(first.token)).json()).toEqual({ language: 'nb' });
    expect((await t.server.inject({ url: '/api/me/preferences' })).statusCode).toBe(401);
    expect(
      (await t.server.inject({ method: 'PUT', url: '/api/me/preferences', payload: { language: 'nb' } }))
        .statusCode,
    ).toBe(401);
  });
});
