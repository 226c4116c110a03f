/**
 * Undoing a straight motion streak (the phone moved while the shutter was open). The streak's direction is
 * where the picture's gradients are weakest, its length where the gradient along that direction best
 * cancels itself; the picture is turned so the streak runs along its rows (the reader does not mind the
 * turn) and each row deconvolved by a few Richardson–Lucy iterations with a box of the streak's length.
 */
import { fitTo, sampleBilinear, type GrayImage } from './gray-image';

export interface MotionStreak {
  /** Direction of the streak, radians. */
  angle: number;
  /** Length, px. */
  length: number;
}

/** Below this share of gradient energy across over along, a picture is not streaked. */
const MIN_ANISOTROPY = 0.25;
const MIN_LENGTH = 3;
const MAX_LENGTH = 24;

export function estimateStreak(gray: GrayImage): MotionStreak | null {
  const { width, height, data } = gray;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let y = 1; y < height - 1; y += 2) {
    for (let x = 1; x < width - 1; x += 2) {
      const i = y * width + x;
      const gx = data[i + 1]! - data[i - 1]!;
      const gy = data[i + width]! - data[i - width]!;
      xx += gx * gx;
      yy += gy * gy;
      xy += gx * gy;
    }
  }
  const spread = Math.hypot(xx - yy, 2 * xy);
  if (spread / (xx + yy + 1) < MIN_ANISOTROPY) return null;
  // The strongest gradients run across the streak; the streak itself is at right angles to them.
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy) + Math.PI / 2;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  // Along the streak, the gradient of a box-blurred edge is a plateau of the box's length: the gradient's
  // correlation with itself shifted is lowest (most negative) at about that shift.
  const gradient = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      gradient[y * width + x] =
        sampleBilinear(gray, x + dx / 2, y + dy / 2) - sampleBilinear(gray, x - dx / 2, y - dy / 2);
    }
  }
  const margin = MAX_LENGTH + 2;
  let best = { length: 0, correlation: 0 };
  for (let shift = MIN_LENGTH; shift <= MAX_LENGTH; shift += 1) {
    const ox = Math.round(dx * shift);
    const oy = Math.round(dy * shift);
    let sum = 0;
    for (let y = margin; y < height - margin; y += 2) {
      for (let x = margin; x < width - margin; x += 2) {
        const i = y * width + x;
        sum += gradient[i]! * gradient[i + oy * width + ox]!;
      }
    }
    if (sum < best.correlation) best = { length: Math.hypot(ox, oy), correlation: sum };
  }
  return best.length ? { angle, length: best.length } : null;
}

/** Turn the picture so the streak runs along its rows; the whole picture stays in view. */
function alongRows(gray: GrayImage, angle: number): GrayImage {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const width = Math.ceil(Math.abs(gray.width * cos) + Math.abs(gray.height * sin));
  const height = Math.ceil(Math.abs(gray.width * sin) + Math.abs(gray.height * cos));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const ry = y - height / 2;
    for (let x = 0; x < width; x += 1) {
      const rx = x - width / 2;
      out[y * width + x] = sampleBilinear(
        gray,
        gray.width / 2 + rx * cos - ry * sin,
        gray.height / 2 + rx * sin + ry * cos,
      );
    }
  }
  return { data: out, width, height };
}

/** A box of `length` px (fractional ends) centred on each element of a row. */
function boxRow(row: Float32Array, length: number, out: Float32Array) {
  const half = Math.floor((length - 1) / 2);
  const edge = (length - (2 * half + 1)) / 2;
  const n = row.length;
  const at = (i: number) => row[Math.min(n - 1, Math.max(0, i))]!;
  let sum = 0;
  for (let k = -half; k <= half; k += 1) sum += at(k);
  for (let i = 0; i < n; i += 1) {
    out[i] = (sum + edge * (at(i - half - 1) + at(i + half + 1))) / length;
    sum += at(i + half + 1) - at(i - half);
  }
}

const ITERATIONS = 12;
/** The deblurred picture is built at most this many pixels a side: the streak shrinks with it. */
const DEBLUR_SIDE = 640;

/** The picture with the streak undone, turned so the streak ran along its rows; null if not streaked. */
export function deblurMotion(gray: GrayImage): GrayImage | null {
  const working = fitTo(gray, DEBLUR_SIDE);
  const streak = estimateStreak(working);
  if (!streak) return null;
  const turned = alongRows(working, streak.angle);
  const { width, height } = turned;
  const observed = new Float32Array(width);
  const estimate = new Float32Array(width);
  const blurred = new Float32Array(width);
  const ratio = new Float32Array(width);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) observed[x] = turned.data[y * width + x]! + 1;
    estimate.set(observed);
    for (let k = 0; k < ITERATIONS; k += 1) {
      boxRow(estimate, streak.length, blurred);
      for (let x = 0; x < width; x += 1) blurred[x] = observed[x]! / blurred[x]!;
      boxRow(blurred, streak.length, ratio);
      for (let x = 0; x < width; x += 1) estimate[x] = estimate[x]! * ratio[x]!;
    }
    for (let x = 0; x < width; x += 1) out[y * width + x] = Math.min(255, Math.max(0, estimate[x]! - 1));
  }
  return { data: out, width, height };
}
