import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeQrImage } from './decode-qr-image';
import type { PixelImage } from './gray-image';
import { functionPatterns, timingShifts } from './redraw-code';
import { loadZxingInNode, zxingDetect as detect } from './zxing-node';

const PAYLOAD = 'https://assets.harbour.example/a/65a1f0c2b3d4e5f6a7b8c9d0';

/**
 * A flat label on a grey desk, `unit` px a module, centred in a `side` px square. `look` gives each pixel its
 * grey from the printed grey of the point (in modules, fractional) it shows and the pixel's position.
 */
function drawLabel(
  unit: number,
  side: number,
  look: (printed: (c: number, r: number) => number, x: number, y: number) => number,
): PixelImage {
  const { modules } = QRCode.create(PAYLOAD, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const left = (side - n * unit) / 2;
  const printed = (c: number, r: number) => {
    const inCode = c >= 0 && r >= 0 && c < n && r < n;
    if (inCode && modules.get(Math.floor(r), Math.floor(c))) return 25;
    return c >= -4 && r >= -4 && c < n + 4 && r < n + 4 ? 240 : 140;
  };
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const value = look((c, r) => printed((c - left) / unit, (r - left) / unit), x, y);
      data.fill(Math.min(255, value), (y * side + x) * 4, (y * side + x) * 4 + 3);
      data[(y * side + x) * 4 + 3] = 255;
    }
  }
  return { data, width: side, height: side };
}

/** 8 px modules, the top-right finder (of 33 modules) mostly under a patch of grey paint. */
const labelWithPaintedFinder = () =>
  drawLabel(8, 640, (printed, x, y) => {
    const [c, r] = [Math.floor((x - 188) / 8), Math.floor((y - 188) / 8)];
    return c >= 25 && c < 32 && r >= -1 && r < 5 ? 90 : printed(x, y);
  });

/**
 * 10 px modules on wrinkled paper: ripples every 7 modules shift the rows up and down by up to 0.45 of a
 * module, and shade the paper by their slope.
 */
const wrinkledLabel = () =>
  drawLabel(10, 700, (printed, x, y) => {
    const phase = (2 * Math.PI * y) / 70;
    return printed(x, y - 4.5 * Math.sin(phase)) * (1 + 0.2 * Math.cos(phase));
  });

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

/** A picture no flat pass reads, which the curved-surface pass reads once it redraws the code. */
function readOnlyRedrawn(image: PixelImage, how: string) {
  it('is beyond one flat pass', async () => {
    expect(await detect(image)).toEqual([]);
  });

  it(`reads ${how}`, async () => {
    // A budget well past the 1.5 s a scan gets: this is about what is read, under a loaded test machine.
    expect(await decodeQrImage(image, detect, { thorough: true, budgetMs: 20_000 })).toEqual({
      text: PAYLOAD,
      pass: 'curved-surface',
    });
  });
}

describe('a label with a finder under paint', () => {
  readOnlyRedrawn(
    labelWithPaintedFinder(),
    'once the third finder is placed from the other two and the code is drawn again',
  );
});

describe('a wrinkled label', () => {
  readOnlyRedrawn(
    wrinkledLabel(),
    'once the code is read module by module through the fitted map and drawn again',
  );
});
