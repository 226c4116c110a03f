import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { decodeQr } from '../test/decode-qr';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

describe('without PUBLIC_URL, QR payloads and links name only a known host', () => {
  let t: TestApp;
  let asset: Asset;
  beforeAll(async () => {
    t = await createTestApp({ ALLOWED_HOSTS: 'assets.harbour.lan:5000, 192.0.2.10', TRUST_PROXY: '1' });
    asset = await t.createAsset({ name: 'Buoy', type: 'Buoy', location: 'Roads' });
  });
  afterAll(() => t.close());

  const image = (headers: Record<string, string>) => t.server.inject({ url: asset.qrCodeImage, headers });

  it('builds the label from localhost and from a listed host', async () => {
    expect(await decodeQr((await image({ host: 'localhost:5000' })).rawPayload)).toEqual([
      `http://localhost:5000/a/${asset._id}`,
    ]);
    expect(await decodeQr((await image({ host: 'assets.harbour.lan:5000' })).rawPayload)).toEqual([
      `http://assets.harbour.lan:5000/a/${asset._id}`,
    ]);
    const listed = await t.server.inject({
      url: `/api/assets/${asset._id}`,
      headers: { ...bearer(t.adminToken), host: '192.0.2.10:8080' },
    });
    expect(listed.json<Asset>().qrPayload).toBe(`http://192.0.2.10:8080/a/${asset._id}`);
  });

  it.each([
    ['a host with credentials in it', { host: 'trusted.example@evil.example' }],
    ['an unlisted host', { host: 'evil.example' }],
    ['an unlisted port of a listed host', { host: 'assets.harbour.lan:6000' }],
    ['an X-Forwarded-Host from the proxy', { host: 'localhost', 'x-forwarded-host': 'evil.example' }],
  ])('refuses %s with 421: no image is made that a shared cache could keep', async (_case, headers) => {
    const res = await image(headers);
    expect(res.statusCode).toBe(421);
    // A JSON refusal: no cache keeps it (plugins/security.ts), let alone as the image.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<{ message: string }>().message).toMatch(/PUBLIC_URL or ALLOWED_HOSTS/);
    const api = await t.server.inject({
      url: `/api/assets/${asset._id}`,
      headers: { ...bearer(t.adminToken), ...headers },
    });
    expect(api.statusCode).toBe(421);
  });

  it('answers an oversized Host with 400 in the error shape, on any address', async () => {
    for (const url of [asset.qrCodeImage, '/api/health', '/']) {
      const res = await t.server.inject({ url, headers: { host: `${'a'.repeat(3000)}.example` } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/Host header/) });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('with PUBLIC_URL, the request Host plays no part', () => {
  it('builds the label from PUBLIC_URL whatever the Host says', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://assets.port.example' });
    try {
      const asset = await t.createAsset({ name: 'Crane', type: 'Crane', location: 'Quay' });
      const res = await t.server.inject({ url: asset.qrCodeImage, headers: { host: 'evil.example' } });
      expect(await decodeQr(res.rawPayload)).toEqual([`https://assets.port.example/a/${asset._id}`]);
    } finally {
      await t.close();
    }
  });
});
