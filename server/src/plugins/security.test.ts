import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { samplePng } from '../test/images';
import { multipart } from '../test/multipart';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

/** The policy, directive by directive: anything looser (or missing) fails here. */
const POLICY: Record<string, string> = {
  'default-src': "'none'",
  'script-src': "'self' 'wasm-unsafe-eval'",
  'script-src-attr': "'none'",
  'style-src': "'self'",
  'style-src-elem': "'self' 'unsafe-inline'",
  'style-src-attr': "'none'",
  'img-src': "'self' blob:",
  'connect-src': "'self'",
  'manifest-src': "'self'",
  'worker-src': "'self'",
  'form-action': "'none'",
  'base-uri': "'none'",
  'object-src': "'none'",
  'frame-ancestors': "'none'",
};

function directives(policy: string | undefined): Record<string, string> {
  const parsed: Record<string, string> = {};
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed[name] = sources.join(' ');
  }
  return parsed;
}

/** A JSON answer: what protects data (no sniffing, no cache, no other site's use), none of a document's. */
function expectJsonAnswerHeaders(res: LightMyRequestResponse, what: string): void {
  expect(res.headers, what).toMatchObject({
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
  for (const documentOnly of [
    'content-security-policy',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ]) {
    expect(res.headers[documentOnly], `${what}: ${documentOnly}`).toBeUndefined();
  }
}

function expectSecurityHeaders(res: LightMyRequestResponse, what: string): void {
  expect(directives(res.headers['content-security-policy'] as string), what).toEqual(POLICY);
  expect(res.headers, what).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  });
  // The camera (scanner) and the position (inspections) for our own origin only; the rest for nobody.
  expect(String(res.headers['permissions-policy']).split(', '), what).toEqual(
    expect.arrayContaining(['camera=(self)', 'geolocation=(self)', 'microphone=()', 'payment=()', 'usb=()']),
  );
}

// The web app's own index.html (its source: e2e/tests/security.e2e.ts checks the built one) beside fixture assets.
const WEB_INDEX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/index.html');
const HOSTILE_NAME = '<img src=x onerror="alert(1)">"; filename="evil.html';

let t: TestApp;
let asset: Asset;
let userToken = '';
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'harbour-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  copyFileSync(WEB_INDEX, path.join(webDist, 'index.html'));
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(path.join(webDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({}, { webDist });
  const body = multipart(
    { name: HOSTILE_NAME, type: '<script>alert(1)</script>', location: 'Quay' },
    { filename: 'tug.png', contentType: 'image/png', bytes: await samplePng() },
  );
  const created = await t.server.inject({
    method: 'POST',
    url: '/api/assets',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(t.adminToken) },
  });
  expect(created.statusCode).toBe(201);
  asset = created.json<Asset>();
  userToken = (await t.createUser('deckhand-security')).token;
});
afterAll(() => t.close());

describe('security headers', () => {
  it("are a JSON answer's own on API answers and API errors of every kind", async () => {
    const admin = bearer(t.adminToken);
    const answers = {
      health: await t.server.inject({ url: '/api/health' }),
      'asset list': await t.server.inject({ url: '/api/assets', headers: admin }),
      '401 no token': await t.server.inject({ url: '/api/assets' }),
      '403 not admin': await t.server.inject({ url: '/api/admin/users', headers: bearer(userToken) }),
      '404 asset': await t.server.inject({ url: '/api/assets/0123456789abcdef01234567', headers: admin }),
      '404 route': await t.server.inject({ url: '/api/nothing-here' }),
      '400 validation': await t.server.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      '400 bad JSON': await t.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      }),
      '415 not JSON': await t.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/html' },
        payload: '<b>hi</b>',
      }),
      '400 undecodable URL': await t.server.inject({ url: '/api/assets/%E0%A4%A' }),
    };
    expect(Object.values(answers).map((res) => res.statusCode)).toEqual([
      200, 200, 401, 403, 404, 404, 400, 400, 415, 400,
    ]);
    // Refused before routing, still in the API's error shape, and the raw path is not echoed.
    expect(answers['400 undecodable URL'].json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'malformed-request',
      message: 'The request URL is malformed',
      msg: 'The request URL is malformed',
    });
    for (const [what, res] of Object.entries(answers)) {
      expectJsonAnswerHeaders(res, what);
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
    }
  });

  it('are on the web app: its HTML, which has no inline script or handler, its scripts, styles and images', async () => {
    for (const url of ['/', '/admin/assets', `/a/${asset._id}`]) {
      const page = await t.server.inject({ url });
      expectSecurityHeaders(page, url);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toBe(readFileSync(WEB_INDEX, 'utf8'));
      expect(page.body).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/i);
      expect(page.body).not.toMatch(/\son[a-z]+\s*=/i);
    }
    const files = {
      // nosniff makes the browser insist on a JavaScript type for scripts.
      '/assets/index-abc123.js': /^(text|application)\/javascript/,
      '/assets/index-abc123.css': /^text\/css/,
      '/logo.svg': /^image\/svg\+xml/,
    };
    for (const [url, type] of Object.entries(files)) {
      const res = await t.server.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res, url);
      expect(res.headers['content-type'], url).toMatch(type);
    }
    const missing = await t.server.inject({ url: '/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    expectJsonAnswerHeaders(missing, 'missing chunk');
  });

  it('are on uploaded images and QR codes, each served as its real type', async () => {
    const images = {
      [asset.assetImage!]: 'image/webp',
      [asset.assetThumbnail!]: 'image/webp',
      [asset.qrCodeImage]: 'image/png',
    };
    for (const [url, type] of Object.entries(images)) {
      const res = await t.server.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res, url);
      expect(res.headers['content-type'], url).toBe(type);
    }
    const gone = await t.server.inject({ url: '/uploads/0123456789abcdef0123456789abcdef.webp' });
    expect(gone.statusCode).toBe(404);
    expectJsonAnswerHeaders(gone, 'missing upload');
  });

  it('are on QR downloads, whose type is the format and whose file name carries no markup or quote', async () => {
    const formats = { png: 'image/png', jpg: 'image/jpeg', svg: 'image/svg+xml', pdf: 'application/pdf' };
    for (const [format, type] of Object.entries(formats)) {
      const res = await t.server.inject({
        url: `/api/admin/assets/${asset._id}/qr-code?format=${format}`,
        headers: bearer(t.adminToken),
      });
      expect(res.statusCode, format).toBe(200);
      expectSecurityHeaders(res, format);
      expect(res.headers['content-type'], format).toBe(type);
      expect(res.headers['content-disposition'], format).toBe(
        `attachment; filename="_img_src_x_onerror__alert_1______filename__evil_html-QRCode.${format}"`,
      );
    }
  });

  it('are on the plain-text answer of a server whose web app is not built', async () => {
    const bare = await createTestApp({}, { webDist: mkdtempSync(path.join(tmpdir(), 'harbour-no-web-')) });
    try {
      const res = await bare.server.inject({ url: '/admin/assets' });
      expect(res.statusCode).toBe(503);
      expectSecurityHeaders(res, 'not built');
    } finally {
      await bare.close();
    }
  });
});

describe('the map style origin (MAP_STYLE_URL)', () => {
  const policyOf = async (env: Record<string, string>) => {
    const app = await createTestApp(env, { webDist: mkdtempSync(path.join(tmpdir(), 'harbour-no-web-')) });
    try {
      const page = await app.server.inject({ url: '/admin/map' });
      const config = await app.server.inject({ url: '/api/config' });
      return {
        policy: directives(page.headers['content-security-policy']),
        mapStyleUrl: config.json<{ mapStyleUrl: unknown }>().mapStyleUrl,
      };
    } finally {
      await app.close();
    }
  };

  it('is not in the policy when unset: the app reaches no other origin', async () => {
    const { policy, mapStyleUrl } = await policyOf({});
    expect(policy).toEqual(POLICY);
    expect(mapStyleUrl).toBeNull();
  });

  it('is added to connect-src and img-src only, by origin, when set', async () => {
    const url = 'https://charts.example.org:8443/styles/sea.json?key=public';
    const { policy, mapStyleUrl } = await policyOf({ MAP_STYLE_URL: url });
    expect(mapStyleUrl).toBe(url);
    expect(policy).toEqual({
      ...POLICY,
      'img-src': "'self' blob: https://charts.example.org:8443",
      'connect-src': "'self' https://charts.example.org:8443",
    });
  });
});

describe('stored markup', () => {
  it('comes back from the API as JSON text, exactly as it was sent', async () => {
    const res = await t.server.inject({ url: `/api/assets/${asset._id}`, headers: bearer(t.adminToken) });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json<Asset>()).toMatchObject({ name: HOSTILE_NAME, type: '<script>alert(1)</script>' });
  });
});
