/** The API docs page: served whole from our origin, under a policy that allows nothing from elsewhere. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

describe('GET /api/docs', () => {
  it('loads its script and stylesheet from our own origin only, and reads /api/openapi.json', async () => {
    const page = await t.server.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const urls = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      expect(url, 'a same-origin path').toMatch(/^\/api\/docs\//);
      const asset = await t.server.inject({ url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.body.length, url).toBeGreaterThan(100);
    }
    const start = await t.server.inject({ url: '/api/docs/start.js' });
    expect(start.body).toContain('"/api/openapi.json"');
    expect(start.body).toContain('validatorUrl: null');
    expect((await t.server.inject({ url: '/api/docs/..%2Fpackage.json' })).statusCode).toBe(400);
  });

  it("allows nothing but 'self' (and data: images, inline styles) on the docs page", async () => {
    const page = await t.server.inject({ url: '/api/docs' });
    const policy = directives(String(page.headers['content-security-policy']));
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    const allowed = ["'self'", "'none'", "'unsafe-inline'", 'data:'];
    for (const [name, sources] of Object.entries(policy))
      for (const source of sources) expect(allowed, `${name} ${source}`).toContain(source);
  });

  it('leaves every other page with the default policy (no inline styles, no data: images)', async () => {
    // JSON answers (health, the OpenAPI document) carry no CSP at all: plugins/security.test.ts.
    for (const url of ['/', '/api/docs/start.js']) {
      const policy = directives(String((await t.server.inject({ url })).headers['content-security-policy']));
      expect(policy['style-src'], url).toEqual(["'self'"]);
      expect(policy['img-src'], url).toEqual(["'self'", 'blob:']);
    }
  });
});
