import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { samplePhoto, samplePng } from '../test/images';
import { multipart, type FilePart } from '../test/multipart';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_MB: '1' });
});
afterAll(() => t.close());

const fields = { name: 'Pilot Boat 4', type: 'Pilot Boat', location: 'Pilot Station' };
const upload = (file: FilePart, method: 'POST' | 'PUT' = 'POST', url = '/api/assets') => {
  const body = multipart(fields, file);
  return t.server.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(t.adminToken) },
  });
};
const jpeg = async (): Promise<FilePart> => ({
  filename: 'boat.jpg',
  contentType: 'image/jpeg',
  bytes: await samplePhoto(),
});

// Refused uploads (not images, corrupt, bombs, over the limits, polyglots) are in hostile-uploads.test.ts.
describe('asset images', () => {
  it('re-encodes an upload without its metadata, with a thumbnail, served by content hash with long caching', async () => {
    const res = await upload(await jpeg());
    expect(res.statusCode).toBe(201);
    const asset = res.json<Asset>();
    expect(asset.assetImage).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(asset.assetThumbnail).toMatch(/^\/uploads\/[0-9a-f]{32}-thumb\.webp$/);

    const image = await t.server.inject({ url: asset.assetImage! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);

    const thumb = await t.server.inject({ url: asset.assetThumbnail! });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
  });

  it('shrinks a huge photo to 1600 px on its long edge', async () => {
    const res = await upload({
      filename: 'big.jpg',
      contentType: 'image/jpeg',
      bytes: await samplePhoto(3200, 1800),
    });
    const image = await t.server.inject({ url: res.json<Asset>().assetImage! });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1600, height: 900 });
  });

  it('treats the empty part of a file input left empty as no image', async () => {
    const res = await upload({
      filename: '',
      contentType: 'application/octet-stream',
      bytes: Buffer.alloc(0),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Asset>().assetImage).toBeNull();
  });

  it('removes the old image when it is replaced and the image when the asset is deleted', async () => {
    const created = (await upload(await jpeg())).json<Asset>();
    const replaced = (
      await upload(
        { filename: 'red.png', contentType: 'image/png', bytes: await samplePng() },
        'PUT',
        `/api/assets/${created._id}`,
      )
    ).json<Asset>();
    expect(replaced.assetImage).not.toBe(created.assetImage);
    // The first test stored the same photo: only this asset's copy must go, and it is the same content-hashed file.
    const stillUsed = (
      await t.db.kysely
        .selectFrom('assets')
        .select('id')
        .where('image_file', '=', created.assetImage!.slice(9))
        .execute()
    ).length;
    expect((await t.server.inject({ url: created.assetImage! })).statusCode).toBe(stillUsed ? 200 : 404);
    await t.server.inject({
      method: 'DELETE',
      url: `/api/assets/${created._id}`,
      headers: bearer(t.adminToken),
    });
    expect((await t.server.inject({ url: replaced.assetImage! })).statusCode).toBe(404);
    expect((await t.server.inject({ url: replaced.assetThumbnail! })).statusCode).toBe(404);
  });

  it('answers 404 for names that are not stored images', async () => {
    for (const url of ['/uploads/abc.webp', '/uploads/%2e%2e%2fpackage.json', '/uploads/qr/abc.png']) {
      expect((await t.server.inject({ url })).statusCode).toBe(404);
    }
    expect((await t.server.inject({ url: '/uploads/../../etc/passwd' })).body).not.toContain('root:');
  });
});
