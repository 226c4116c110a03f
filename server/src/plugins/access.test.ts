import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { declaredRoutes } from './access';

let t: TestApp;
let employee: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  employee = await t.createUser('deck.hand');
});
afterAll(() => t.close());

const PUBLIC = ['POST /api/auth/login', 'GET /api/health', 'GET /api/config'];
const SIGNED_IN = [
  'GET /api/assets',
  'GET /api/assets/:id',
  'POST /api/assets/scan',
  'GET /api/dashboard/user',
];

const sample = (url: string) => url.replace(':id', '0123456789abcdef01234567');

describe('access control', () => {
  it('every /api route declares who may call it, and the table is what SPEC.md section 6 allows', () => {
    const table = declaredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(table)).toEqual(
      new Set([
        ...PUBLIC,
        ...SIGNED_IN,
        'POST /api/assets',
        'PUT /api/assets/:id',
        'DELETE /api/assets/:id',
        'GET /api/dashboard/admin',
        'GET /api/admin/users',
        'POST /api/admin/create-user',
        'PUT /api/admin/users/:id',
        'DELETE /api/admin/users/:id',
        'GET /api/admin/users-with-assets',
        'GET /api/admin/assets/:id/qr-code',
      ]),
    );
    for (const route of declaredRoutes) {
      const key = `${route.method} ${route.url}`;
      const expected = PUBLIC.includes(key) ? 'public' : SIGNED_IN.includes(key) ? 'signed-in' : 'admin';
      expect(route.access, key).toBe(expected);
    }
  });

  it('answers 401 to anonymous callers of every non-public route', async () => {
    for (const route of declaredRoutes.filter((r) => r.access !== 'public')) {
      const res = await t.server.inject({ method: route.method as 'GET', url: sample(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({
        statusCode: 401,
        message: expect.any(String),
        msg: expect.any(String),
      });
    }
  });

  it('answers 403 to an employee on every admin route', async () => {
    for (const route of declaredRoutes.filter((r) => r.access === 'admin')) {
      const res = await t.server.inject({
        method: route.method as 'GET',
        url: sample(route.url),
        headers: bearer(employee.token),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lets an employee reach the signed-in routes', async () => {
    expect((await t.server.inject({ url: '/api/assets', headers: bearer(employee.token) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.server.inject({ url: '/api/dashboard/user', headers: bearer(employee.token) })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['malformed header', 'Token abc'],
    ['garbage token', 'Bearer not.a.jwt'],
    ['empty bearer', 'Bearer '],
  ])('refuses a %s with 401', async (_name, header) => {
    const res = await t.server.inject({ url: '/api/assets', headers: { authorization: header } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const [head, body, signature] = employee.token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const res = await t.server.inject({
      url: '/api/admin/users',
      headers: bearer(`${head}.${forged}.${signature}`),
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const sign = createSigner({ key: 'another-secret-another-secret-123456', algorithm: 'HS256' });
    const res = await t.server.inject({
      url: '/api/assets',
      headers: bearer(sign({ sub: employee.id, role: 'admin', ver: 0 })),
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const short = await createTestApp({}, { tokenLifetimeMs: 1000 });
    try {
      const token = await short.login('admin', 'admin-password-1');
      // Used once while valid, so a verification cache would hold it: expiry must still win.
      expect((await short.server.inject({ url: '/api/assets', headers: bearer(token) })).statusCode).toBe(
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const res = await short.server.inject({ url: '/api/assets', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('refuses the token of a deleted user and of a user whose password changed', async () => {
    const gone = await t.createUser('soon.gone');
    const moved = await t.createUser('new.password');
    // Both sessions are in use (and so remembered by the server) before the change.
    expect((await t.server.inject({ url: '/api/assets', headers: bearer(gone.token) })).statusCode).toBe(200);
    expect((await t.server.inject({ url: '/api/assets', headers: bearer(moved.token) })).statusCode).toBe(
      200,
    );
    await t.server.inject({
      method: 'DELETE',
      url: `/api/admin/users/${gone.id}`,
      headers: bearer(t.adminToken),
    });
    await t.server.inject({
      method: 'PUT',
      url: `/api/admin/users/${moved.id}`,
      headers: bearer(t.adminToken),
      payload: { password: 'brand-new-password' },
    });
    expect((await t.server.inject({ url: '/api/assets', headers: bearer(gone.token) })).statusCode).toBe(401);
    expect((await t.server.inject({ url: '/api/assets', headers: bearer(moved.token) })).statusCode).toBe(
      401,
    );
    expect(await t.login('new.password', 'brand-new-password')).toBeTruthy();
  });

  it('applies a role change at once, without a new sign-in', async () => {
    const promoted = await t.createUser('promoted.user');
    expect(
      (await t.server.inject({ url: '/api/admin/users', headers: bearer(promoted.token) })).statusCode,
    ).toBe(403);
    await t.server.inject({
      method: 'PUT',
      url: `/api/admin/users/${promoted.id}`,
      headers: bearer(t.adminToken),
      payload: { role: 'admin' },
    });
    expect(
      (await t.server.inject({ url: '/api/admin/users', headers: bearer(promoted.token) })).statusCode,
    ).toBe(200);
  });
});
