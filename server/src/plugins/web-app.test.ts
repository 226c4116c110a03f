import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
/** An entry script as the build writes it: the file and its brotli and gzip copies beside it. */
const ENTRY = 'export const routes = ["/", "/login", "/user/assets"];\n'.repeat(400);
const ENTRY_BR = brotliCompressSync(ENTRY);
const ENTRY_GZ = gzipSync(ENTRY);
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'harbour-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Harbour</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'assets', 'index-def456.js'), ENTRY);
  writeFileSync(path.join(webDist, 'assets', 'index-def456.js.br'), ENTRY_BR);
  writeFileSync(path.join(webDist, 'assets', 'index-def456.js.gz'), ENTRY_GZ);
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

  describe('the build’s precompressed copies', () => {
    const entry = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
      t.server.inject({ method, url: '/assets/index-def456.js', headers });

    it('sends the entry script’s brotli copy when br is accepted, with its own length and ETag', async () => {
      const plain = await entry();
      const br = await entry({ 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.equals(ENTRY_BR)).toBe(true);
      expect(Number(br.headers['content-length'])).toBe(ENTRY_BR.length);
      expect(br.headers.etag).toBeDefined();
      expect(br.headers.etag).not.toBe(plain.headers.etag);
      // A revalidation with the brotli copy's ETag is a 304; with the plain file's it is not.
      const revalidated = await entry({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      const other = await entry({ 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
      expect(other.statusCode).toBe(200);
    });

    it('follows the q-values, and sends the file itself when no encoding is acceptable', async () => {
      const gz = await entry({ 'accept-encoding': 'br;q=0.5, gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.rawPayload.equals(ENTRY_GZ)).toBe(true);
      for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const res = await entry(header === undefined ? {} : { 'accept-encoding': header });
        expect(res.headers['content-encoding'], header).toBeUndefined();
        expect(res.body, header).toBe(ENTRY);
        expect(res.headers.vary, header).toMatch(/accept-encoding/i);
      }
    });

    it('serves a range and HEAD of the representation chosen', async () => {
      const range = await entry({ 'accept-encoding': 'br', range: 'bytes=0-9' });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-encoding']).toBe('br');
      expect(range.headers['content-range']).toBe(`bytes 0-9/${ENTRY_BR.length}`);
      expect(range.rawPayload.equals(ENTRY_BR.subarray(0, 10))).toBe(true);
      const head = await entry({ 'accept-encoding': 'br' }, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(Number(head.headers['content-length'])).toBe(ENTRY_BR.length);
      expect(head.rawPayload.length).toBe(0);
    });

    it('sends a file without copies as it is, whatever is accepted', async () => {
      const res = await t.server.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe('console.log(1)');
    });
  });
});
