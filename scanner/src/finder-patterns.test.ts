import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { binarize, findFinderTriples } from './finder-patterns';
import { localMidThreshold, type GrayImage } from './gray-image';

const PAYLOAD = 'https://assets.harbour.example/a/65a1f0c2b3d4e5f6a7b8c9d0';
const MODULE = 8;
const QUIET = 4;

/** The code under a glare that lifts its dark modules to 228 of 255 and its paper to 250. */
function glaredCode(): { gray: GrayImage; n: number } {
  const { modules } = QRCode.create(PAYLOAD, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const side = (n + 2 * QUIET) * MODULE;
  const data = new Uint8Array(side * side);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const mx = Math.floor(x / MODULE) - QUIET;
      const my = Math.floor(y / MODULE) - QUIET;
      const dark = mx >= 0 && my >= 0 && mx < n && my < n && modules.get(my, mx);
      data[y * side + x] = dark ? 228 : 250;
    }
  }
  return { gray: { data, width: side, height: side }, n };
}

const darkWhereBlack = (image: GrayImage) => image.data.map((v) => (v === 0 ? 1 : 0));

describe('finding finder patterns under glare', () => {
  const { gray, n } = glaredCode();
  const at = (modulesIn: number) => (QUIET + modulesIn) * MODULE;

  it('loses them when dark means darker than the local mean', () => {
    expect(findFinderTriples(binarize(gray), gray.width, gray.height)).toEqual([]);
  });

  it('finds all three, in the code’s corners, with the local dark/light middle', () => {
    const [triple] = findFinderTriples(darkWhereBlack(localMidThreshold(gray, 8)), gray.width, gray.height);
    expect(triple).toBeDefined();
    const near = (p: { x: number; y: number }, x: number, y: number) =>
      expect(Math.hypot(p.x - x, p.y - y)).toBeLessThan(MODULE);
    near(triple!.topLeft, at(3.5), at(3.5));
    near(triple!.topRight, at(n - 3.5), at(3.5));
    near(triple!.bottomLeft, at(3.5), at(n - 3.5));
  });
});
