import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { decodeQr } from '../test/decode-qr';
import { pdfFirstPageToPng, pdfText } from '../test/pdf-read';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let asset: Asset;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://assets.port.example' });
  asset = await t.createAsset({
    name: 'Tug "Kraftig" #2 / Øst',
    type: 'Tugboat',
    location: 'Container Terminal',
  });
});
afterAll(() => t.close());

const download = (format?: string, id = asset._id) =>
  t.server.inject({
    url: `/api/admin/assets/${id}/qr-code${format ? `?format=${format}` : ''}`,
    headers: bearer(t.adminToken),
  });

describe('QR codes', () => {
  it('encode a stable URL ending in the id, never the asset details', async () => {
    expect(asset.qrPayload).toBe(`https://assets.port.example/a/${asset._id}`);
    const other = await t.createAsset({ name: 'Crane', type: 'Crane', location: 'Quay' });
    await t.server.inject({
      method: 'PUT',
      url: `/api/assets/${other._id}`,
      headers: bearer(t.adminToken),
      payload: { name: 'Renamed', type: 'Tugboat', location: 'Elsewhere' },
    });
    const image = await t.server.inject({ url: other.qrCodeImage });
    expect(await decodeQr(image.rawPayload)).toEqual([`https://assets.port.example/a/${other._id}`]);
  });

  it('serve the qrCodeImage without a token, as a PNG', async () => {
    const res = await t.server.inject({ url: asset.qrCodeImage });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['svg', 'image/svg+xml'],
    ['pdf', 'application/pdf'],
  ])(
    'download as %s: real %s bytes that decode back to the payload, with the spec file name',
    async (format, type) => {
      const res = await download(format);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Tug__Kraftig___2____st-QRCode.${format}"`,
      );
      const bytes = res.rawPayload;
      const image = format === 'pdf' ? pdfFirstPageToPng(bytes) : bytes;
      if (format === 'pdf') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      if (format !== 'pdf')
        expect((await sharp(bytes).metadata()).format).toBe(format === 'jpg' ? 'jpeg' : format);
      expect(await decodeQr(image)).toEqual([asset.qrPayload]);
    },
  );

  it('defaults to png', async () => {
    const res = await download();
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('refuses an unknown format with 400 and an unknown asset with 404', async () => {
    const bad = await download('gif');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toHaveProperty('format');
    expect((await download('png', '0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('encode the bare id when QR_PAYLOAD=id', async () => {
    const idApp = await createTestApp({ QR_PAYLOAD: 'id' });
    try {
      const created = await idApp.createAsset({ name: 'Buoy', type: 'Buoy', location: 'Roads' });
      expect(created.qrPayload).toBe(created._id);
      const png = await idApp.server.inject({ url: created.qrCodeImage });
      expect(await decodeQr(png.rawPayload)).toEqual([created._id]);
    } finally {
      await idApp.close();
    }
  });

  it('do not serve the QR image of a deleted asset or under a forged name', async () => {
    const gone = await t.createAsset({ name: 'X', type: 'Y', location: 'Z' });
    await t.server.inject({
      method: 'DELETE',
      url: `/api/assets/${gone._id}`,
      headers: bearer(t.adminToken),
    });
    expect((await t.server.inject({ url: gone.qrCodeImage })).statusCode).toBe(404);
    expect(
      (await t.server.inject({ url: `/uploads/qr/${asset._id}-00000000000000000000.png` })).statusCode,
    ).toBe(404);
  });

  it('print the single-label PDF in any alphabet, with the font embedded', async () => {
    const names = ['Σωσίβια λέμβος 3', 'Спасательный плот', 'Łódź Ğüneş Ørsund'];
    for (const name of names) {
      const created = await t.createAsset({ name, type: 'Λέμβος', location: 'Кей 4' });
      const res = await download('pdf', created._id);
      const text = pdfText(res.rawPayload);
      expect(text).toContain(name);
      expect(text).toContain('Λέμβος · Кей 4');
      expect(res.rawPayload.toString('latin1')).toContain('/FontFile2');
    }
  });
});
