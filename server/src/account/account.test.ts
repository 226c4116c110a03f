import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { ACCOUNT_MESSAGES } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePassword = (token: string, payload: object) =>
  t.server.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload });
const canList = async (token: string) =>
  (await t.server.inject({ url: '/api/assets', headers: bearer(token) })).statusCode;
const signIn = (username: string, password: string) =>
  t.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('POST /api/me/password', () => {
  it('changes the password, signs out every other session and keeps this one with a fresh token', async () => {
    const phone = await t.createUser('ingrid.berg');
    const laptop = await t.login('ingrid.berg', 'user-password-1');
    const res = await changePassword(laptop, {
      currentPassword: 'user-password-1',
      newPassword: 'a-new-password-2',
    });
    expect(res.statusCode).toBe(200);
    const { token, message } = res.json<{ token: string; message: string }>();
    expect(message).toBe(ACCOUNT_MESSAGES.changed);
    expect(await canList(token)).toBe(200);
    expect(await canList(laptop)).toBe(401);
    expect(await canList(phone.token)).toBe(401);
    expect((await signIn('ingrid.berg', 'user-password-1')).statusCode).toBe(401);
    expect((await signIn('ingrid.berg', 'a-new-password-2')).statusCode).toBe(200);
  });

  it('an administrator changes their own password the same way', async () => {
    const admin = await t.createUser('second.admin', 'admin');
    const res = await changePassword(admin.token, {
      currentPassword: 'user-password-1',
      newPassword: 'admin-password-9',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await t.server.inject({
          url: '/api/admin/users',
          headers: bearer(res.json<{ token: string }>().token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password beside that field, and changes nothing', async () => {
    const user = await t.createUser('tom.wrong');
    const res = await changePassword(user.token, {
      currentPassword: 'not-it-at-all',
      newPassword: 'whatever-new-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.wrongCurrent,
      errors: { currentPassword: ACCOUNT_MESSAGES.wrongCurrent },
    });
    expect(await canList(user.token)).toBe(200);
    expect((await signIn('tom.wrong', 'user-password-1')).statusCode).toBe(200);
  });

  it('refuses a short new password, or the same password again, naming the field', async () => {
    const user = await t.createUser('lena.short');
    const short = await changePassword(user.token, {
      currentPassword: 'user-password-1',
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ errors: Record<string, string> }>().errors.newPassword).toBe(
      'Password must be at least 8 characters',
    );
    const same = await changePassword(user.token, {
      currentPassword: 'user-password-1',
      newPassword: 'user-password-1',
    });
    expect(same.json()).toMatchObject({ errors: { newPassword: ACCOUNT_MESSAGES.sameAsCurrent } });
    expect(await canList(user.token)).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: the sixth in a row is refused with 429', async () => {
    const user = await t.createUser('guess.target');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await changePassword(user.token, { currentPassword: `guess-${i}-xx`, newPassword: 'x-new-pass-1' }))
          .statusCode,
      );
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });
});
