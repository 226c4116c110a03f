import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeQrImage } from './decode-qr-image';
import type { PixelImage } from './gray-image';
import { functionPatterns, timingShifts } from './redraw-code';
import { loadZxingInNode, zxingDetect as detect } from './zxing-node';

const PAYLOAD = 'https://assets.harbour.example/a/65a1f0c2b3d4e5f6a7b8c9d0';

/**
 * A flat label (8 px modules, on a grey desk) whose top-right finder is mostly under a blob of paint: the
 * modules in `painted` rows and columns take the paint's grey.
 */
function labelWithPaintedFinder(): PixelImage {
  const { modules } = QRCode.create(PAYLOAD, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const unit = 8;
  const side = 640;
  const left = (side - n * unit) / 2;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const c = Math.floor((x - left) / unit);
      const r = Math.floor((y - left) / unit);
      const inLabel = c >= -4 && r >= -4 && c < n + 4 && r < n + 4;
      const inCode = c >= 0 && r >= 0 && c < n && r < n;
      const painted = c >= n - 8 && c < n - 1 && r >= -1 && r < 5;
      let value = inLabel ? 240 : 140;
      if (inCode && modules.get(r, c)) value = 25;
      if (painted) value = 90;
      data.fill(value, (y * side + x) * 4, (y * side + x) * 4 + 3);
      data[(y * side + x) * 4 + 3] = 255;
    }
  }
  return { data, width: side, height: side };
}

/**
 * A flat label on wrinkled paper: ripples every 7 modules shift the rows up and down by up to 0.45 of a
 * module, and shade the paper by their slope.
 */
function wrinkledLabel(): PixelImage {
  const { modules } = QRCode.create(PAYLOAD, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const unit = 10;
  const side = 700;
  const left = (side - n * unit) / 2;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    const phase = (2 * Math.PI * y) / (7 * unit);
    const sy = y - 0.45 * unit * Math.sin(phase);
    for (let x = 0; x < side; x += 1) {
      const c = Math.floor((x - left) / unit);
      const r = Math.floor((sy - left) / unit);
      const inLabel = c >= -4 && r >= -4 && c < n + 4 && r < n + 4;
      const inCode = c >= 0 && r >= 0 && c < n && r < n;
      const value = (inCode && modules.get(r, c) ? 25 : inLabel ? 240 : 140) * (1 + 0.2 * Math.cos(phase));
      data.fill(Math.min(255, value), (y * side + x) * 4, (y * side + x) * 4 + 3);
      data[(y * side + x) * 4 + 3] = 255;
    }
  }
  return { data, width: side, height: side };
}

beforeAll(loadZxingInNode);

describe('the patterns every code of a size has', () => {
  it('agree with printed codes of versions 2 to 10, module for module', () => {
    for (let version = 2; version <= 10; version += 1) {
      const { modules } = QRCode.create('7', { version, errorCorrectionLevel: 'L' });
      const fixed = functionPatterns(modules.size);
      let defined = 0;
      for (let r = 0; r < modules.size; r += 1) {
        for (let c = 0; c < modules.size; c += 1) {
          const value = fixed[r]![c];
          if (value === undefined) continue;
          defined += 1;
          expect(value, `version ${version}, row ${r}, column ${c}`).toBe(modules.get(r, c) === 1);
        }
      }
      // Three finders with their separators (3 x 64), two timing runs, the dark module, alignment patterns.
      expect(defined).toBeGreaterThanOrEqual(3 * 64 + 2 * (modules.size - 16) + 1);
    }
  });
});

describe('the timing pattern', () => {
  it('tells how far each module lies from where the map puts it', () => {
    const n = 33;
    // The map is off by up to 0.35 of a module, in ripples 9 modules long.
    const off = (x: number) => 0.35 * Math.sin((2 * Math.PI * x) / 9);
    // Module k's true centre is k + off(k); a sample at x sees the module whose centre is nearest.
    const timing = (k: number, shift: number) => {
      const x = k + shift;
      return Math.round(x - off(x)) % 2 === 0 ? 25 : 240;
    };
    const shifts = timingShifts(timing, n);
    for (let k = 9; k <= n - 10; k += 1)
      expect(Math.abs(shifts[k]! - off(k)), `module ${k}`).toBeLessThan(0.12);
    expect(shifts[3]).toBeCloseTo(0, 9);
    expect(shifts[n - 4]).toBeCloseTo(0, 9);
  });
});

describe('a label with a finder under paint', () => {
  const image = labelWithPaintedFinder();

  it('is beyond one flat pass', async () => {
    expect(await detect(image)).toEqual([]);
  });

  it('reads once the third finder is placed from the other two and the code is drawn again', async () => {
    // A budget well past the 1.5 s a scan gets: this is about what is read, under a loaded test machine.
    expect(await decodeQrImage(image, detect, { thorough: true, budgetMs: 20_000 })).toEqual({
      text: PAYLOAD,
      pass: 'curved-surface',
    });
  });
});

describe('a wrinkled label', () => {
  const image = wrinkledLabel();

  it('is beyond one flat pass', async () => {
    expect(await detect(image)).toEqual([]);
  });

  it('reads once its rows are found on the timing pattern and the code is drawn again', async () => {
    expect(await decodeQrImage(image, detect, { thorough: true, budgetMs: 20_000 })).toEqual({
      text: PAYLOAD,
      pass: 'curved-surface',
    });
  });
});
