/** API tokens over the API: shown once, stored as a hash, acting as their maker with their own role. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { bearer, createTestApp, TEST_JWT_SECRET, usingPostgres, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Created {
  _id: string;
  name: string;
  role: string;
  secret: string;
  createdBy: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

async function createToken(payload: object, session = t.adminToken) {
  const res = await t.server.inject({
    method: 'POST',
    url: '/api/admin/api-tokens',
    headers: bearer(session),
    payload,
  });
  return { res, body: res.json<Created>() };
}
const list = async () =>
  (await t.server.inject({ url: '/api/admin/api-tokens', headers: bearer(t.adminToken) })).json<
    Omit<Created, 'secret'>[]
  >();
const status = async (url: string, token: string) =>
  (await t.server.inject({ url, headers: bearer(token) })).statusCode;

describe('API tokens', () => {
  it('shows the secret once, stores only its SHA-256, and lists the token without it', async () => {
    const { res, body } = await createToken({ name: 'Port community system', role: 'user' });
    expect(res.statusCode).toBe(201);
    expect(body.secret).toMatch(/^hbr_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ name: 'Port community system', role: 'user', createdBy: 'admin' });
    const row = await t.db.kysely
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', body._id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(createHash('sha256').update(body.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(body.secret.slice(4));
    const listed = await list();
    expect(JSON.stringify(listed)).not.toContain(body.secret.slice(4));
    expect(listed.find((k) => k._id === body._id)).toMatchObject({ lastUsedAt: null, revokedAt: null });
    // Not kept for an Idempotency-Key replay either: the answer holding the secret is stored nowhere.
    const idempotent = await t.server.inject({
      method: 'POST',
      url: '/api/admin/api-tokens',
      headers: { ...bearer(t.adminToken), 'idempotency-key': 'token-once' },
      payload: { name: 'Replayed', role: 'user' },
    });
    const stored = await t.db.kysely.selectFrom('idempotency_keys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(idempotent.json<Created>().secret);
  });

  it('works as a session of its role would, and is refused the moment it is revoked', async () => {
    const { body: employeeToken } = await createToken({ name: 'Reader', role: 'user' });
    const { body: adminToken } = await createToken({ name: 'Sync job', role: 'admin' });
    expect(await status('/api/compliance?status=overdue', employeeToken.secret)).toBe(200);
    expect(await status('/api/admin/users', employeeToken.secret)).toBe(403);
    expect(await status('/api/admin/api-tokens', employeeToken.secret)).toBe(403);
    expect(await status('/api/admin/users', adminToken.secret)).toBe(200);
    expect(await status('/api/admin/api-tokens', adminToken.secret)).toBe(200);

    const revoke = await t.server.inject({
      method: 'DELETE',
      url: `/api/admin/api-tokens/${adminToken._id}`,
      headers: bearer(t.adminToken),
    });
    expect(revoke.statusCode).toBe(200);
    const refused = await t.server.inject({ url: '/api/admin/users', headers: bearer(adminToken.secret) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ message: string }>().message).toMatch(/revoked/);
    expect((await list()).find((k) => k._id === adminToken._id)!.revokedAt).not.toBeNull();
    const again = await t.server.inject({
      method: 'DELETE',
      url: `/api/admin/api-tokens/${adminToken._id}`,
      headers: bearer(t.adminToken),
    });
    expect(again.statusCode).toBe(404);
  });

  it('stops at its expiry, and refuses an expiry in the past', async () => {
    const past = await createToken({ name: 'Too late', role: 'user', expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.res.statusCode).toBe(400);
    const soon = new Date(Date.now() + 1500).toISOString();
    const { body } = await createToken({ name: 'Short lived', role: 'user', expiresAt: soon });
    expect(body.expiresAt).toBe(soon);
    expect(await status('/api/assets', body.secret)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await status('/api/assets', body.secret)).toBe(401);
  });

  it('records when it was last used, at most once a minute', async () => {
    const { body } = await createToken({ name: 'Busy script', role: 'user' });
    expect(await status('/api/assets', body.secret)).toBe(200);
    const first = (await list()).find((k) => k._id === body._id)!.lastUsedAt;
    expect(first).not.toBeNull();
    expect(await status('/api/assets', body.secret)).toBe(200);
    expect((await list()).find((k) => k._id === body._id)!.lastUsedAt).toBe(first);
    const longAgo = new Date(Date.now() - 61_000).toISOString();
    await t.db.kysely
      .updateTable('api_tokens')
      .set({ last_used_at: longAgo })
      .where('id', '=', body._id)
      .execute();
    expect(await status('/api/assets', body.secret)).toBe(200);
    expect((await list()).find((k) => k._id === body._id)!.lastUsedAt! > longAgo).toBe(true);
  });

  it('is named in the history of what it changed, beside the administrator it acts for', async () => {
    const { body } = await createToken({ name: 'Maintenance system', role: 'admin' });
    const created = await t.server.inject({
      method: 'POST',
      url: '/api/assets',
      headers: bearer(body.secret),
      payload: { name: 'Token Buoy', type: 'Buoy', location: 'Quay 7' },
    });
    expect(created.statusCode).toBe(201);
    const history = await t.server.inject({
      url: `/api/assets/${created.json<{ _id: string }>()._id}/history`,
      headers: bearer(t.adminToken),
    });
    expect(history.json<{ username: string }[]>()[0]!.username).toBe('admin (API token: Maintenance system)');
  });

  it('cannot change the account it acts for', async () => {
    const { body } = await createToken({ name: 'Curious', role: 'admin' });
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: bearer(body.secret),
      payload: { currentPassword: 'admin-password-1', newPassword: 'taken-over-1234' },
    });
    expect(res.statusCode).toBe(403);
    expect(await status('/api/me/calendar', body.secret)).toBe(403);
  });

  describe("never sets a password or its own maker's role", () => {
    const usersRows = () =>
      t.db.kysely
        .selectFrom('users')
        .select(['id', 'username', 'role', 'password_hash', 'token_version'])
        .orderBy('id')
        .execute();
    const put = (secret: string, id: string, payload: object) =>
      t.server.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: bearer(secret), payload });

    it("refuses a password for its maker's account or anyone's with 403, and changes nothing", async () => {
      const maker = await t.createUser('token.maker', 'admin');
      const crew = await t.createUser('token.crew');
      const { body } = await createToken({ name: 'Leaked', role: 'admin' }, maker.token);
      const before = await usersRows();
      for (const [id, payload] of [
        [maker.id, { password: 'taken-over-12345' }],
        [crew.id, { password: 'taken-over-12345' }],
        [crew.id, { username: 'renamed.crew', password: 'taken-over-12345' }],
      ] as const) {
        const res = await put(body.secret, id, payload);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ statusCode: 403, message: expect.stringMatching(/password/) });
      }
      const created = await t.server.inject({
        method: 'POST',
        url: '/api/admin/create-user',
        headers: bearer(body.secret),
        payload: { username: 'backdoor.admin', password: 'backdoor-pass-123', role: 'admin' },
      });
      expect(created.statusCode).toBe(403);
      expect(await usersRows()).toEqual(before);
      // The sessions of both still work: nothing was revoked or changed.
      expect(await status('/api/dashboard/user', crew.token)).toBe(200);
      expect(await status('/api/admin/users', maker.token)).toBe(200);
    });

    it("refuses to change its maker's role, and keeps the rest of a user update working", async () => {
      const maker = await t.createUser('role.maker', 'admin');
      const crew = await t.createUser('role.crew');
      const { body } = await createToken({ name: 'Provisioning', role: 'admin' }, maker.token);
      const demote = await put(body.secret, maker.id, { role: 'user' });
      expect(demote.statusCode).toBe(403);
      expect(demote.json<{ message: string }>().message).toMatch(/role/);
      expect((await usersRows()).find((u) => u.id === maker.id)?.role).toBe('admin');
      // Its maker's own name and e-mail, the same role again, and another user's role and name work.
      expect(
        (await put(body.secret, maker.id, { role: 'admin', email: 'maker@example.org' })).statusCode,
      ).toBe(200);
      const promoted = await put(body.secret, crew.id, {
        username: 'role.crew2',
        role: 'admin',
        password: '',
      });
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(promoted.json()).toMatchObject({ username: 'role.crew2', role: 'admin' });
    });

    it('leaves a signed-in administrator free to set passwords and roles', async () => {
      const crew = await t.createUser('session.crew');
      const res = await put(t.adminToken, crew.id, { password: 'a-fresh-password-1', role: 'admin' });
      expect(res.statusCode).toBe(200);
    });
  });

  it("loses admin rights when its maker does, and dies with the maker's account", async () => {
    const maker = await t.createUser('second.admin', 'admin');
    const { body } = await createToken({ name: 'Of the second admin', role: 'admin' }, maker.token);
    expect(await status('/api/admin/users', body.secret)).toBe(200);
    await t.server.inject({
      method: 'PUT',
      url: `/api/admin/users/${maker.id}`,
      headers: bearer(t.adminToken),
      payload: { role: 'user' },
    });
    expect(await status('/api/admin/users', body.secret)).toBe(403);
    expect(await status('/api/assets', body.secret)).toBe(200);
    await t.server.inject({
      method: 'DELETE',
      url: `/api/admin/users/${maker.id}`,
      headers: bearer(t.adminToken),
    });
    expect(await status('/api/assets', body.secret)).toBe(401);
  });

  it('refuses a bad name or role with a clear 400 and makes nothing', async () => {
    const before = (await list()).length;
    for (const payload of [
      { name: '', role: 'user' },
      { name: 'x'.repeat(41), role: 'user' },
      { name: 'Ok', role: 'captain' },
      { name: 'Ok', role: 'user', expiresAt: 'tomorrow' },
    ]) {
      const { res } = await createToken(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/name|role|expiry/i);
    }
    expect((await list()).length).toBe(before);
  });

  it.runIf(usingPostgres)(
    'is refused by another instance on the request right after its revocation',
    async () => {
      const database = {
        kind: 'postgres' as const,
        url: process.env.TEST_DATABASE_URL ?? '',
        schema: t.db.schema ?? '',
      };
      const config = {
        ...loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '/tmp', LOG_LEVEL: 'silent' }),
        database,
      };
      const second = await buildApp({ config, db: openDatabase(database), logger: false });
      try {
        const { body } = await createToken({ name: 'Two instances', role: 'admin' });
        const onSecond = async () =>
          (await second.server.inject({ url: '/api/admin/users', headers: bearer(body.secret) })).statusCode;
        expect(await onSecond()).toBe(200);
        const revoke = await t.server.inject({
          method: 'DELETE',
          url: `/api/admin/api-tokens/${body._id}`,
          headers: bearer(t.adminToken),
        });
        expect(revoke.statusCode).toBe(200);
        expect(await onSecond()).toBe(401);
      } finally {
        await second.server.close();
      }
    },
  );
});
