import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import Fastify from 'fastify';
import { COMPRESS_MIN_BYTES, registerCompression } from './compression';

let t: TestApp;
let assetId = '';
const LIST = '/api/assets?page=1&limit=100';

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 100; i++) {
    const asset = await t.createAsset({ name: `Life raft ${i}`, type: 'Life Raft', location: 'Quay 2' });
    assetId = asset._id;
  }
});
afterAll(() => t.close());

const list = (acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.server.inject({
    method,
    url: LIST,
    headers: {
      authorization: `Bearer ${t.adminToken}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('compressed JSON answers', () => {
  it('sends a 100-row list as brotli when br is accepted, the same JSON once decoded', async () => {
    const plain = await list();
    expect(plain.json<unknown[]>()).toHaveLength(100);
    const res = await list('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    // The total count and the other headers are those of the uncompressed answer.
    expect(res.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('follows the q-values: gzip when br is refused or rated lower, identity when neither is acceptable', async () => {
    for (const header of ['br;q=0, gzip', 'gzip;q=0.9, br;q=0.5', 'GZIP', '*']) {
      const res = await list(header);
      expect(res.headers['content-encoding'], header).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')), header).toHaveLength(100);
    }
    for (const header of [undefined, '', 'identity', 'br;q=0, gzip;q=0', 'deflate', 'identity, *;q=0']) {
      const res = await list(header);
      expect(res.headers['content-encoding'], header).toBeUndefined();
      // Still says it depends on Accept-Encoding, so no shared cache hands it to a client asking otherwise.
      expect(res.headers.vary, header).toMatch(/accept-encoding/i);
      expect(res.json<unknown[]>(), header).toHaveLength(100);
    }
  });

  it('answers HEAD with the compressed representation’s headers and no body', async () => {
    const get = await list('br');
    const head = await list('br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('leaves small answers and images uncompressed', async () => {
    const health = await t.server.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    const png = await t.server.inject({
      url: `/api/admin/assets/${assetId}/qr-code?format=png`,
      headers: { authorization: `Bearer ${t.adminToken}`, 'accept-encoding': 'br, gzip' },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('sends the API docs’ 1.7 MB script compressed, the same bytes every time', async () => {
    const get = (acceptEncoding?: string) =>
      t.server.inject({
        url: '/api/docs/swagger-ui-bundle.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await get();
    const [first, second] = [await get('br'), await get('br')];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await get('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('replays an idempotent write by what the resend accepts, not what the first request did', async () => {
    const headers = {
      authorization: `Bearer ${t.adminToken}`,
      'content-type': 'application/json',
      'idempotency-key': 'compression-replay-1',
    };
    const body = JSON.stringify({
      name: 'Life raft with long notes',
      type: 'Life Raft',
      location: 'Quay 2',
      notes: 'Serviced annually. '.repeat(100),
    });
    const first = await t.server.inject({
      method: 'POST',
      url: '/api/assets',
      headers: { ...headers, 'accept-encoding': 'br' },
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    expect(first.headers['content-encoding']).toBe('br');
    const replay = await t.server.inject({ method: 'POST', url: '/api/assets', headers, payload: body });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['content-encoding']).toBeUndefined();
    expect(replay.json()).toEqual(JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')));
  });
});

describe('a route that opts out', () => {
  it('leaves its answers uncompressed while others are compressed', async () => {
    const app = Fastify();
    registerCompression(app);
    const rows = Array.from({ length: 100 }, (_, i) => ({ id: i, secret: 'not this one', name: `row ${i}` }));
    app.get('/mixed', { config: { compress: false } }, () => rows);
    app.get('/plain', () => rows);
    await app.ready();
    const headers = { 'accept-encoding': 'br, gzip' };
    const mixed = await app.inject({ url: '/mixed', headers });
    expect(mixed.headers['content-encoding']).toBeUndefined();
    expect(mixed.json()).toEqual(rows);
    const plain = await app.inject({ url: '/plain', headers });
    expect(plain.headers['content-encoding']).toBe('br');
    await app.close();
  });
});
