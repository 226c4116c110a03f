import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, createTestApp, type TestApp } from '../test/test-app';
import { hashPassword, verifyPassword } from '../common/passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { throttle: { maxPerUsernameAtAddress: 2, maxPerUsername: 3, maxPerAddress: 6, windowMs: 60_000 } },
  );
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  t.server.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

describe('POST /api/auth/login', () => {
  it('answers token, role and username, and records the last login', async () => {
    const res = await login({ username: ADMIN.username, password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; role: string; username: string }>();
    expect(body).toEqual({ token: expect.any(String), role: 'admin', username: 'admin', language: null });
    const users = await t.server.inject({ url: '/api/admin/users', headers: bearer(body.token) });
    const admin = users
      .json<{ username: string; lastLogin: string | null }[]>()
      .find((u) => u.username === 'admin');
    expect(admin?.lastLogin).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('accepts the username in any case', async () => {
    const res = await login({ username: 'ADMIN', password: ADMIN.password }, '10.0.0.9');
    expect(res.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown user the same answer', async () => {
    const wrong = await login({ username: ADMIN.username, password: 'nope-nope' }, '10.0.0.2');
    const unknown = await login({ username: 'nobody-here', password: 'nope-nope' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid credentials', msg: 'Invalid credentials' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('takes about the same time for an unknown user as for a wrong password', async () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const timed = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };
    const hash = await hashPassword('the-real-password');
    const verifyCost: number[] = [];
    const unknownCost: number[] = [];
    for (let i = 0; i < 5; i++) {
      verifyCost.push(await timed(() => verifyPassword(hash, 'a-wrong-password')));
      unknownCost.push(
        await timed(() => login({ username: `ghost-${i}`, password: 'a-wrong-password' }, `10.1.0.${i}`)),
      );
    }
    // Without the throwaway verification an unknown user would answer in well under a millisecond.
    expect(median(unknownCost)).toBeGreaterThan(median(verifyCost) * 0.5);
  });

  it.each([
    [{}, 'username'],
    [{ username: 'admin' }, 'password'],
    [{ password: 'x' }, 'username'],
    [{ username: '', password: 'x' }, 'username'],
    [{ username: 42, password: 'x' }, 'username'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const res = await login(payload, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty(field);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), msg: expect.any(String) });
  });

  it('rate-limits failed attempts per username with a clear retry time', async () => {
    const user = await t.createUser('throttled.user');
    expect(user.id).toBeTruthy();
    for (let i = 0; i < 3; i++) {
      expect(
        (await login({ username: 'throttled.user', password: 'bad-password' }, `10.2.0.${i}`)).statusCode,
      ).toBe(401);
    }
    const blocked = await login({ username: 'throttled.user', password: 'user-password-1' }, '10.2.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json<{ message: string }>().message).toMatch(
      /Too many failed sign-in attempts\. Try again in 1 minute\./,
    );
  });

  it('rate-limits one address guessing one account, without locking the real user out elsewhere', async () => {
    await t.createUser('guessed.user');
    for (let i = 0; i < 2; i++)
      expect(
        (await login({ username: 'guessed.user', password: 'bad-password' }, '10.4.0.1')).statusCode,
      ).toBe(401);
    const blocked = await login({ username: 'guessed.user', password: 'user-password-1' }, '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login({ username: 'guessed.user', password: 'user-password-1' }, '10.4.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets the user in from an address they signed in from before, while many addresses guess their password', async () => {
    await t.createUser('besieged.user');
    expect(
      (await login({ username: 'besieged.user', password: 'user-password-1' }, '10.5.0.1')).statusCode,
    ).toBe(200);
    for (let i = 0; i < 3; i++)
      await login({ username: 'besieged.user', password: 'bad-password' }, `10.5.1.${i}`);
    expect(
      (await login({ username: 'besieged.user', password: 'user-password-1' }, '10.5.2.1')).statusCode,
    ).toBe(429);
    expect(
      (await login({ username: 'besieged.user', password: 'user-password-1' }, '10.5.0.1')).statusCode,
    ).toBe(200);
  });

  it('rate-limits failed attempts per client address', async () => {
    for (let i = 0; i < 6; i++)
      await login({ username: `someone${i}`, password: 'bad-password' }, '10.3.0.1');
    const blocked = await login({ username: ADMIN.username, password: ADMIN.password }, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login({ username: ADMIN.username, password: ADMIN.password }, '10.3.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });
});
