/** Wiping thin light marks (scratches through the ink) off a code, keeping its modules. */
import type { GrayImage } from './gray-image';

/** The darkest (or brightest) value within `radius` of each pixel along rows, then along columns. */
function extreme(image: GrayImage, radius: number, pick: (a: number, b: number) => number): GrayImage {
  const { width, height, data } = image;
  const rows = new Uint8Array(data.length);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      let v = data[row + x]!;
      for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k += 1)
        v = pick(v, data[row + k]!);
      rows[row + x] = v;
    }
  }
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let v = rows[y * width + x]!;
      for (let k = Math.max(0, y - radius); k <= Math.min(height - 1, y + radius); k += 1) {
        v = pick(v, rows[k * width + x]!);
      }
      out[y * width + x] = v;
    }
  }
  return { data: out, width, height };
}

/**
 * A grey opening: the darkest value around each pixel, then the brightest around that. Light marks
 * narrower than 2 * radius + 1 px vanish into the dark modules they cross; light modules wider than that
 * come back at their size.
 */
export function wipeThinLightMarks(image: GrayImage, radius: number): GrayImage {
  return extreme(extreme(image, radius, Math.min), radius, Math.max);
}
