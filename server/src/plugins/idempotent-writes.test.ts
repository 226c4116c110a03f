/**
 * Every write of a signed-in user takes an Idempotency-Key: a client that resends after losing the answer
 * (a phone back in range draining its outbox) gets the first answer, and nothing is done twice.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { multipart } from '../test/multipart';
import { samplePhoto } from '../test/images';
import { snapshotState } from '../test/state-snapshot';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { declaredRoutes } from './access';
import { idempotentRoutes } from './idempotency';

/** Writes that take no key on purpose, each with its reason. */
const OPTED_OUT: Record<string, string> = {
  // Replaying needs the answer stored, and this answer holds the new token's secret (api-tokens/service.ts).
  'POST /api/admin/api-tokens': 'its answer holds a secret that is stored nowhere',
  // An import streams its upload (a key's fingerprint would hold it in memory) and is applied once per file by
  // itself: import/import-assets.test.ts sends the same file twice.
  'POST /api/admin/import/assets':
    'applied once per file by its digest; a key would hold the upload in memory',
  // Each write of a batch carries its own key, taken by its own route: field-writes/field-writes.test.ts.
  'POST /api/field-writes': 'each write in it has its own key, kept by its own route',
};

let t: TestApp;
let crew: { id: string; token: string };
let keys = 0;
const freshKey = () => `outbox-${++keys}-${Math.random().toString(36).slice(2)}`;

beforeAll(async () => {
  t = await createTestApp();
  crew = await t.createUser('deck.hand');
});
afterAll(() => t.close());

/** Sends the same request twice with one key: the second must be the first's answer, replayed. */
async function twice(options: InjectOptions & { headers?: Record<string, string> }) {
  const key = freshKey();
  const send = () =>
    t.server.inject({
      ...options,
      headers: { ...options.headers, 'idempotency-key': key },
    });
  const first = await send();
  const before = await snapshotState(t.db.kysely);
  const second = await send();
  expect(await snapshotState(t.db.kysely), 'the resend changed nothing').toEqual(before);
  expect(second.statusCode).toBe(first.statusCode);
  expect(second.body).toBe(first.body);
  expect(second.headers['idempotent-replayed']).toBe('true');
  return first;
}

describe('Idempotency-Key on every write', () => {
  it('is taken by every POST, PUT and DELETE a signed-in user can send, and by no public route', () => {
    const writes = declaredRoutes(t.server)
      .filter((r) => ['POST', 'PUT', 'DELETE'].includes(r.method) && r.access !== 'public')
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !(route in OPTED_OUT));
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) expect(idempotentRoutes, route).toContain(route);
    for (const route of Object.keys(OPTED_OUT)) expect(idempotentRoutes).not.toContain(route);
    expect(idempotentRoutes).not.toContain('POST /api/auth/login');
  });

  it('creates an asset from a multipart form with an image once', async () => {
    const form = multipart(
      { name: 'Outbox Buoy', type: 'Buoy', location: 'Quay 2' },
      { field: 'assetImage', filename: 'buoy.jpg', contentType: 'image/jpeg', bytes: await samplePhoto() },
    );
    const res = await twice({
      method: 'POST',
      url: '/api/assets',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(t.adminToken) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const named = await t.db.kysely
      .selectFrom('assets')
      .select('id')
      .where('name', '=', 'Outbox Buoy')
      .execute();
    expect(named).toHaveLength(1);
  });

  it('records a scan, an update, a user and a deletion once each', async () => {
    const asset = await t.createAsset({ name: 'Outbox Crane', type: 'Crane', location: 'Quay 1' });
    const scan = await twice({
      method: 'POST',
      url: '/api/assets/scan',
      payload: { assetId: asset._id, scanLocation: 'Quay 1' },
      headers: bearer(crew.token),
    });
    expect(scan.statusCode).toBe(201);
    const update = await twice({
      method: 'PUT',
      url: `/api/assets/${asset._id}`,
      payload: { name: 'Outbox Crane', type: 'Crane', location: 'Quay 5' },
      headers: bearer(t.adminToken),
    });
    expect(update.json<Asset>().location).toBe('Quay 5');
    const user = await twice({
      method: 'POST',
      url: '/api/admin/create-user',
      payload: { username: 'outbox.user', password: 'a-long-harbour-password', role: 'user' },
      headers: bearer(t.adminToken),
    });
    expect(user.statusCode).toBe(201);
    const removed = await twice({
      method: 'DELETE',
      url: `/api/assets/${asset._id}`,
      headers: bearer(t.adminToken),
    });
    expect(removed.statusCode).toBe(200);
    const history = await t.db.kysely
      .selectFrom('activities')
      .select('action')
      .where('asset_id', '=', asset._id)
      .execute();
    expect(history.map((h) => h.action).sort()).toEqual(['created', 'deleted', 'scanned', 'updated']);
  });

  it('refuses the same key with another body (422), and keeps keys per user', async () => {
    const asset = await t.createAsset({ name: 'Outbox Radio', type: 'Radio', location: 'Bridge' });
    const key = freshKey();
    const scan = (scanLocation: string, token = crew.token) =>
      t.server.inject({
        method: 'POST',
        url: '/api/assets/scan',
        payload: { assetId: asset._id, scanLocation },
        headers: { ...bearer(token), 'idempotency-key': key },
      });
    expect((await scan('Bridge')).statusCode).toBe(201);
    const other = await scan('Engine room');
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toContain('already used for a different request');
    // Another user's same key is another key.
    const admins = await scan('Engine room', t.adminToken);
    expect(admins.statusCode).toBe(201);
    expect(admins.headers['idempotent-replayed']).toBeUndefined();
  });

  it('is ignored on sign-in, which is public', async () => {
    const login = () =>
      t.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'deck.hand', password: 'user-password-1' },
        headers: { 'idempotency-key': 'same-key' },
      });
    const [first, second] = [await login(), await login()];
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(first.statusCode);
  });
});
