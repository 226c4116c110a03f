import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'harbour-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Harbour</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({}, { webDist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers client-side routes with index.html, not cached', async () => {
    for (const url of ['/', '/login', '/admin/assets', '/a/0123456789abcdef01234567']) {
      const res = await t.server.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Harbour</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with long caching and 404s missing files and unknown API routes', async () => {
    const js = await t.server.inject({ url: '/assets/app-abc123.js' });
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.server.inject({ url: '/assets/app-old999.js' })).statusCode).toBe(404);
    const api = await t.server.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: 'No route for GET /api/nothing-here' });
  });

  it('sends pages a CSP that lets the WebAssembly decoder run, and API answers and errors only what protects JSON', async () => {
    const page = await t.server.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    for (const res of [
      page,
      ...(await Promise.all(['/api/health', '/api/assets'].map((url) => t.server.inject({ url })))),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    for (const url of ['/api/health', '/api/assets']) {
      const res = await t.server.inject({ url });
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('gives no CORS headers to any origin when CORS_ORIGINS lists none', async () => {
    const res = await t.server.inject({
      method: 'OPTIONS',
      url: '/api/assets',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
