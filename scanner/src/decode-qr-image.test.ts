import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeQrImage } from './decode-qr-image';
import type { PixelImage } from './gray-image';
import { loadZxingInNode, zxingDetect as detect } from './zxing-node';

const PAYLOAD = 'https://assets.harbour.example/a/65a1f0c2b3d4e5f6a7b8c9d0';

interface Render {
  moduleSize: number;
  dark?: number;
  light?: number;
  canvas?: number;
}

/** Paints the QR code of PAYLOAD into RGBA pixels, centred on a canvas of the light colour. */
function renderQr({ moduleSize, dark = 0, light = 255, canvas }: Render): PixelImage {
  const { modules } = QRCode.create(PAYLOAD, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = (modules.size + quiet * 2) * moduleSize;
  const size = Math.max(canvas ?? side, side);
  const offset = Math.floor((size - side) / 2);
  const data = new Uint8ClampedArray(size * size * 4).fill(light);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const mx = Math.floor((x - offset) / moduleSize) - quiet;
      const my = Math.floor((y - offset) / moduleSize) - quiet;
      const inCode = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size;
      const value = inCode && modules.get(my, mx) ? dark : light;
      const p = (y * size + x) * 4;
      data[p] = value;
      data[p + 1] = value;
      data[p + 2] = value;
      data[p + 3] = 255;
    }
  }
  return { data, width: size, height: size };
}

beforeAll(loadZxingInNode);

describe('decodeQrImage', () => {
  it('reads a label photo in its first pass', async () => {
    const result = await decodeQrImage(renderQr({ moduleSize: 8, canvas: 640 }), detect, { thorough: false });
    expect(result).toEqual({ text: PAYLOAD, pass: 'original' });
  });

  it('reads a light code on a dark background', async () => {
    const result = await decodeQrImage(renderQr({ moduleSize: 6, dark: 240, light: 20 }), detect, {
      thorough: true,
    });
    expect(result?.text).toBe(PAYLOAD);
  });

  it('reads a dim, low-contrast photo', async () => {
    const result = await decodeQrImage(renderQr({ moduleSize: 6, dark: 18, light: 40 }), detect, {
      thorough: true,
    });
    expect(result?.text).toBe(PAYLOAD);
  });

  it('reads a small code in a large image', async () => {
    const result = await decodeQrImage(renderQr({ moduleSize: 3, canvas: 2400 }), detect, { thorough: true });
    expect(result?.text).toBe(PAYLOAD);
  });

  it('finds nothing in an image without a QR code, within a second', async () => {
    const blank: PixelImage = {
      data: new Uint8ClampedArray(800 * 600 * 4).fill(200),
      width: 800,
      height: 600,
    };
    const started = performance.now();
    expect(await decodeQrImage(blank, detect, { thorough: true })).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
