import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetApi, type AssetApi } from '../test/asset-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let api: AssetApi;
beforeAll(async () => {
  t = await createTestApp();
  api = assetApi(t);
});
afterAll(() => t.close());

describe('creating assets: refusals', () => {
  it('refuses missing required fields with the spec message and each field named, storing nothing', async () => {
    const before = (await api.allAssets()).length;
    const res = await api.send('POST', '/api/assets', { name: '', type: 'Radio' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Name, type, and location are required fields',
      msg: 'Name, type, and location are required fields',
      errors: { name: expect.any(String), location: expect.any(String) },
    });
    expect((await api.allAssets()).length).toBe(before);
  });

  it.each([
    [{ status: 'Lost at sea' }, 'status'],
    [{ assignedTo: 'not-an-id' }, 'assignedTo'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ location: 'y'.repeat(5000) }, 'location'],
  ])('refuses %j with 400 naming the field', async (override, field) => {
    const before = (await api.allAssets()).length;
    const res = await api.send('POST', '/api/assets', {
      name: 'Valid',
      type: 'Radio',
      location: 'Ops',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty(field);
    expect((await api.allAssets()).length).toBe(before);
  });

  it('refuses an assignment to a user that does not exist', async () => {
    const res = await api.send('POST', '/api/assets', {
      name: 'A',
      type: 'B',
      location: 'C',
      assignedTo: '0123456789abcdef01234567',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({ assignedTo: 'Unknown user' });
  });

  it('refuses a JSON array or wrong types as the body', async () => {
    for (const payload of [[1, 2], { name: { $gt: '' }, type: 'T', location: 'L' }]) {
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/assets',
        headers: bearer(t.adminToken),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
