import { describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image';
import { wipeThinLightMarks } from './thin-marks';

/** A dark 40 px square on paper with a light gap of `gap` px running down its middle. */
function squareWithGap(gap: number): GrayImage {
  const side = 80;
  const data = new Uint8Array(side * side).fill(230);
  for (let y = 20; y < 60; y += 1) {
    for (let x = 20; x < 60; x += 1) {
      const inGap = Math.abs(x + 0.5 - 40) < gap / 2;
      data[y * side + x] = inGap ? 225 : 20;
    }
  }
  return { data, width: side, height: side };
}

const at = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x]!;

describe('wiping thin light marks', () => {
  it('fills a 5 px scratch through the ink', () => {
    const wiped = wipeThinLightMarks(squareWithGap(5), 3);
    expect(at(wiped, 40, 40)).toBe(20);
  });

  it('keeps a light module wider than the window, and the paper round the ink', () => {
    const wiped = wipeThinLightMarks(squareWithGap(10), 3);
    expect(at(wiped, 40, 40)).toBe(225);
    expect(at(wiped, 10, 10)).toBe(230);
    expect(at(wiped, 25, 40)).toBe(20);
  });
});
