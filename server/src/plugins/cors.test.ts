import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://field-app.example' });
});
afterAll(() => t.close());

describe('CORS for other clients', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'])(
    'answers a %s preflight with Authorization and Content-Type from a listed origin',
    async (method) => {
      const res = await t.server.inject({
        method: 'OPTIONS',
        url: '/api/assets/0123456789abcdef01234567',
        headers: {
          origin: 'https://field-app.example',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://field-app.example');
      expect(String(res.headers['access-control-allow-methods'])).toContain(method);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
    },
  );

  it('exposes X-Total-Count to a listed origin and gives other origins no CORS headers', async () => {
    const listed = await t.server.inject({
      url: '/api/assets?page=1',
      headers: { origin: 'https://field-app.example', authorization: `Bearer ${t.adminToken}` },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://field-app.example');
    expect(String(listed.headers['access-control-expose-headers'])).toContain('X-Total-Count');
    expect(String(listed.headers['access-control-expose-headers'])).toContain('Idempotent-Replayed');
    const stranger = await t.server.inject({
      method: 'OPTIONS',
      url: '/api/assets',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
