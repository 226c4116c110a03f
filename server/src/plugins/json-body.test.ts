import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Clients that set `Content-Type: application/json` on every request, bodies or not.
describe('a JSON content type without a body', () => {
  it('is accepted on DELETE and GET', async () => {
    const asset = await t.createAsset({ name: 'A', type: 'B', location: 'C' });
    const json = { ...bearer(t.adminToken), 'content-type': 'application/json' };
    expect(
      (await t.server.inject({ method: 'GET', url: `/api/assets/${asset._id}`, headers: json })).statusCode,
    ).toBe(200);
    expect(
      (await t.server.inject({ method: 'DELETE', url: `/api/assets/${asset._id}`, headers: json }))
        .statusCode,
    ).toBe(200);
  });

  it('still gets a clear 400 where a body is required', async () => {
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});
