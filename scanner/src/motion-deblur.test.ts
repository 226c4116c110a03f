import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeQrImage } from './decode-qr-image';
import { sampleBilinear, toGray, toPixels, type GrayImage, type PixelImage } from './gray-image';
import { deblurMotion, estimateStreak } from './motion-deblur';
import { loadZxingInNode, zxingDetect as detect } from './zxing-node';

const PAYLOAD = 'https://assets.harbour.example/a/65a1f0c2b3d4e5f6a7b8c9d0';
const MODULE = 10;

/** The label on grey paper, 10 px modules, smeared over `length` px at `angle` as a moving phone does. */
function streakedLabel(length: number, angle: number): PixelImage {
  const { modules } = QRCode.create(PAYLOAD, { errorCorrectionLevel: 'M' });
  const width = 800;
  const height = 640;
  const side = (modules.size + 8) * MODULE;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const sharp = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const mx = Math.floor((x - left) / MODULE) - 4;
      const my = Math.floor((y - top) / MODULE) - 4;
      const inLabel = x >= left && y >= top && x < left + side && y < top + side;
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx);
      sharp[y * width + x] = inLabel ? (dark ? 25 : 235) : 130 + ((x * 7 + y * 13) % 17);
    }
  }
  const image: GrayImage = { data: sharp, width, height };
  const out = new Uint8Array(width * height);
  const taps = length * 2;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let k = 0; k < taps; k += 1) {
        const t = ((k + 0.5) / taps - 0.5) * length;
        sum += sampleBilinear(image, x + t * Math.cos(angle), y + t * Math.sin(angle));
      }
      out[y * width + x] = sum / taps;
    }
  }
  return toPixels({ data: out, width, height });
}

beforeAll(loadZxingInNode);

describe('a label photographed while the phone moved', () => {
  const image = streakedLabel(22, 0.6);

  it('is beyond one flat pass', async () => {
    expect(await detect(image)).toEqual([]);
  });

  it('measures the streak: its direction and its length', () => {
    const streak = estimateStreak(toGray(image));
    expect(streak).not.toBeNull();
    expect(Math.abs(Math.sin(streak!.angle - 0.6))).toBeLessThan(0.1);
    expect(Math.abs(streak!.length - 22)).toBeLessThanOrEqual(2);
  });

  it('reads it once the streak is undone', async () => {
    const deblurred = deblurMotion(toGray(image));
    expect(deblurred).not.toBeNull();
    expect((await detect(toPixels(deblurred!))).map((code) => code.text)).toEqual([PAYLOAD]);
  });

  it('reads it from a photo', async () => {
    expect((await decodeQrImage(image, detect, { thorough: true }))?.text).toBe(PAYLOAD);
  });

  it('finds no streak in a sharp label', () => {
    expect(estimateStreak(toGray(streakedLabel(1, 0)))).toBeNull();
  });
});
