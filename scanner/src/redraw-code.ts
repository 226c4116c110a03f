/**
 * Reads a label module by module through a fitted map and draws the code again, clean. The flat reader
 * then gets crisp modules on a white quiet zone, with the patterns every code of its size has (finders,
 * separators, timing, alignment, the dark module) drawn as they must be: a finder half under paint or
 * washed out by the stripe of light on a cylinder comes back, and the modules are sampled where the curved
 * map puts them rather than where a flat transform of the flattened picture would.
 */
import type { LabelMap } from './cylinder-model';
import type { GrayImage } from './gray-image';
import { sampleBilinear } from './gray-image';

/** Pixels per module and quiet-zone modules in the drawn code. */
const MODULE_PX = 4;
const QUIET = 4;
/** Where within a module it is sampled, in modules from its centre: a 3x3 patch off its edges. */
const PATCH = [-0.15, 0, 0.15];
/** Modules either side that set a module's local threshold (the light on a cylinder changes across it). */
const WINDOW = 3;

/** Alignment pattern centres per version (ISO/IEC 18004 annex E), versions 2 to 10. */
const ALIGNMENT: Record<number, number[]> = {
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
};

/**
 * The modules fixed by the code's size, by row and column as printed: true dark, false light, undefined
 * data (or format and version information, which depend on the code and are read like data).
 */
export function functionPatterns(n: number): Array<Array<boolean | undefined>> {
  const fixed: Array<Array<boolean | undefined>> = Array.from({ length: n }, () =>
    Array<boolean | undefined>(n).fill(undefined),
  );
  const set = (c: number, r: number, dark: boolean) => {
    if (c >= 0 && r >= 0 && c < n && r < n) fixed[r]![c] = dark;
  };
  for (let k = 8; k < n - 8; k += 1) {
    set(k, 6, k % 2 === 0);
    set(6, k, k % 2 === 0);
  }
  for (const [c0, r0] of [
    [0, 0],
    [n - 7, 0],
    [0, n - 7],
  ] as const) {
    for (let dr = -1; dr <= 7; dr += 1) {
      for (let dc = -1; dc <= 7; dc += 1) {
        const ring = Math.max(Math.abs(dc - 3), Math.abs(dr - 3));
        set(c0 + dc, r0 + dr, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = ALIGNMENT[(n - 17) / 4] ?? [];
  for (const cy of centres) {
    for (const cx of centres) {
      const onFinder = (cx === 6 && cy === 6) || (cx === 6 && cy === n - 7) || (cx === n - 7 && cy === 6);
      if (onFinder) continue;
      for (let dr = -2; dr <= 2; dr += 1) {
        for (let dc = -2; dc <= 2; dc += 1) set(cx + dc, cy + dr, Math.max(Math.abs(dc), Math.abs(dr)) !== 1);
      }
    }
  }
  set(8, n - 8, true);
  return fixed;
}

/** The picture's grey level at a point given in modules (module centres at whole numbers). */
function modulePoint(gray: GrayImage, map: LabelMap, n: number) {
  const step = 1 / (n - 7);
  return (c: number, r: number) => {
    const p = map.at(map.column((c - 3) * step), (r - 3) * step);
    return sampleBilinear(gray, p.x, p.y);
  };
}

/**
 * The three finders pin the map at their centres; the far corner is where a model that only nearly fits
 * the surface is most off. The alignment pattern nearest that corner (versions 2 and up) is found within
 * three modules of where the map puts it, and how far off it is.
 */
function alignmentOffset(value: (c: number, r: number) => number, n: number) {
  const centre = n - 7;
  if (n < 25) return { dc: 0, dr: 0 };
  let best = { dc: 0, dr: 0, score: -Infinity };
  for (let dr = -3; dr <= 3; dr += 0.25) {
    for (let dc = -3; dc <= 3; dc += 0.25) {
      let light = 0;
      let dark = 0;
      for (let y = -2; y <= 2; y += 1) {
        for (let x = -2; x <= 2; x += 1) {
          const v = value(centre + dc + x, centre + dr + y);
          if (Math.max(Math.abs(x), Math.abs(y)) === 1) light += v;
          else dark += v;
        }
      }
      const score = light / 8 - dark / 17 - 4 * Math.hypot(dc, dr);
      if (score > best.score) best = { dc, dr, score };
    }
  }
  return best;
}

const SHIFT_STEPS = Array.from({ length: 21 }, (_, i) => (i - 10) * 0.05);
const ACROSS_MODULE = [-0.4, -0.2, 0, 0.2, 0.4];

/**
 * How far each column (or row) of modules lies from where the map puts it, read off the timing pattern:
 * for each timing module, the shift that best lines up it and its two neighbours (each averaged across its
 * width, so the best shift is a peak, not a plateau). Pinned at the finder centres, in between straight.
 */
export function timingShifts(along: (k: number, shift: number) => number, n: number): Float32Array {
  const measured = new Float32Array(n);
  const boxed = (k: number, shift: number) =>
    ACROSS_MODULE.reduce((sum, o) => sum + along(k + o, shift), 0) / ACROSS_MODULE.length;
  for (let k = 8; k <= n - 9; k += 1) {
    const scores = SHIFT_STEPS.map((shift) => {
      let score = 0;
      for (let j = k - 1; j <= k + 1; j += 1) score += (j % 2 === 0 ? -1 : 1) * boxed(j, shift);
      return score;
    });
    // The middle of the shifts that score (nearly) best: sharp edges leave a short plateau.
    const best = Math.max(...scores);
    const near = best - 0.02 * (best - Math.min(...scores));
    const top = SHIFT_STEPS.filter((_, i) => scores[i]! >= near);
    measured[k] = top.reduce((sum, shift) => sum + shift, 0) / top.length;
  }
  // A median of three against a module misread, then straight to 0 at the finder centres (3 and n - 4).
  const shifts = new Float32Array(n);
  for (let k = 8; k <= n - 9; k += 1) {
    const three = [measured[Math.max(8, k - 1)]!, measured[k]!, measured[Math.min(n - 9, k + 1)]!];
    shifts[k] = three.sort((p, q) => p - q)[1]!;
  }
  for (let k = 0; k < 8; k += 1) shifts[k] = (shifts[8]! * Math.max(0, k - 3)) / 5;
  for (let k = n - 8; k < n; k += 1) shifts[k] = (shifts[n - 9]! * Math.max(0, n - 4 - k)) / 5;
  return shifts;
}

/**
 * Each module's grey level under the map: module (c, r) counted along the curved side and along the axis,
 * the finder centres at modules 3 and n - 4 (label coordinates 0 and 1). The map is bent, fading from
 * nothing at the finders, so the alignment pattern lands where it was found.
 */
function sampleModules(gray: GrayImage, map: LabelMap, n: number): Float32Array {
  const mapped = modulePoint(gray, map, n);
  const far = alignmentOffset(mapped, n);
  const a = n - 7 - 3;
  const aligned = (c: number, r: number) =>
    mapped(c + (far.dc * (c - 3) * (r - 3)) / (a * a), r + (far.dr * (c - 3) * (r - 3)) / (a * a));
  const columns = timingShifts((k, d) => aligned(k + d, 6), n);
  const rows = timingShifts((k, d) => aligned(6, k + d), n);
  const values = new Float32Array(n * n);
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      let sum = 0;
      for (const oc of PATCH) for (const or of PATCH) sum += aligned(c + columns[c]! + oc, r + rows[r]! + or);
      values[r * n + c] = sum / (PATCH.length * PATCH.length);
    }
  }
  return values;
}

/**
 * Dark or light for each module: against the middle of the darkest and lightest modules within WINDOW
 * modules, where they differ enough; else (a patch of paint, all one shade) against the whole code's middle.
 */
function threshold(values: Float32Array, n: number): Uint8Array {
  const sorted = Float32Array.from(values).sort();
  const low = sorted[Math.floor(sorted.length * 0.1)]!;
  const high = sorted[Math.floor(sorted.length * 0.9)]!;
  const globalMiddle = (low + high) / 2;
  const dark = new Uint8Array(n * n);
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      let min = Infinity;
      let max = -Infinity;
      for (let rr = Math.max(0, r - WINDOW); rr <= Math.min(n - 1, r + WINDOW); rr += 1) {
        for (let cc = Math.max(0, c - WINDOW); cc <= Math.min(n - 1, c + WINDOW); cc += 1) {
          const v = values[rr * n + cc]!;
          if (v < min) min = v;
          if (v > max) max = v;
        }
      }
      const middle = max - min > (high - low) / 3 ? (min + max) / 2 : globalMiddle;
      dark[r * n + c] = values[r * n + c]! < middle ? 1 : 0;
    }
  }
  return dark;
}

/** Where the drawn code lies in the image it is drawn in: centre and side, px. */
export interface DrawnCode {
  image: GrayImage;
  expected: { x: number; y: number; size: number };
}

/**
 * The code read through `map` (n modules a side) drawn clean. `transpose` when the map's curved side runs
 * down the code (its 'left' side), so the drawn code is not mirrored.
 */
export function redrawCode(gray: GrayImage, map: LabelMap, n: number, transpose: boolean): DrawnCode {
  const dark = threshold(sampleModules(gray, map, n), n);
  const fixed = functionPatterns(n);
  const side = (n + 2 * QUIET) * MODULE_PX;
  const data = new Uint8Array(side * side).fill(255);
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      const [x, y] = transpose ? [r, c] : [c, r];
      if (!(fixed[y]![x] ?? dark[r * n + c] === 1)) continue;
      for (let dy = 0; dy < MODULE_PX; dy += 1) {
        const row = ((y + QUIET) * MODULE_PX + dy) * side + (x + QUIET) * MODULE_PX;
        data.fill(0, row, row + MODULE_PX);
      }
    }
  }
  return {
    image: { data, width: side, height: side },
    expected: { x: side / 2, y: side / 2, size: n * MODULE_PX },
  };
}
