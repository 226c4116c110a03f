/**
 * Our scanning path: one fast read of the image, then, for hard photos, the passes a careful reader tries
 * (smaller, larger, contrast stretched, a global binarizer, sharpened). The web app and the benchmark both
 * call this function; only the `detect` they hand it differs (BarcodeDetector in browsers, zxing-wasm in Node).
 */
import {
  fitTo,
  flattenLighting,
  longSide,
  otsuThreshold,
  resize,
  sharpen,
  stretchContrast,
  toGray,
  toPixels,
  type GrayImage,
  type PixelImage,
} from './gray-image';
import {
  curvedSurfaceSteps,
  FIRST_CANDIDATES,
  FIRST_FITTED,
  type CurvedStep,
  type ExpectedCode,
} from './curved-surface';
import { deblurMotion } from './motion-deblur';
import { wipeThinLightMarks } from './thin-marks';

/** A code the reader found: its text and its four corners in the image it was given. */
export interface DetectedQr {
  text: string;
  corners: ReadonlyArray<{ x: number; y: number }>;
}

export type DetectQr = (image: PixelImage) => Promise<DetectedQr[]>;

export interface DecodeResult {
  text: string;
  /** Which pass found it: useful in the benchmark and when a field photo fails. */
  pass: string;
}

interface DecodeOptions {
  /** Try every extra pass when the fast one finds nothing (image files). */
  thorough: boolean;
  /** Stop trying further passes after this many milliseconds. */
  budgetMs?: number;
}

export interface Pass {
  name: string;
  applies: (gray: GrayImage) => boolean;
  build: (gray: GrayImage) => GrayImage;
}

const WORKING_SIZE = 1200;

export const extraPasses: Pass[] = [
  { name: 'downscaled', applies: (g) => longSide(g) > 900, build: (g) => fitTo(g, 800) },
  { name: 'upscaled', applies: (g) => longSide(g) < 800, build: (g) => resize(g, 2) },
  {
    name: 'flattened-light',
    applies: () => true,
    build: (g) => {
      const working = fitTo(g, WORKING_SIZE);
      return flattenLighting(working, Math.max(8, Math.round(longSide(working) / 24)));
    },
  },
  { name: 'contrast', applies: () => true, build: (g) => stretchContrast(fitTo(g, WORKING_SIZE)) },
  {
    name: 'global-threshold',
    applies: () => true,
    build: (g) => otsuThreshold(stretchContrast(fitTo(g, WORKING_SIZE))),
  },
  { name: 'sharpened', applies: () => true, build: (g) => sharpen(fitTo(g, 640), 2) },
  { name: 'small', applies: (g) => longSide(g) > 500, build: (g) => fitTo(g, 400) },
];

/**
 * Image files: the passes above and one more, second (camera frames cycle through the passes above two
 * at a time, and one more would put off the ones that read dim and worn labels there).
 */
const filePasses: Pass[] = [
  extraPasses[0]!,
  {
    // Scratches up to 5 px wide at 800 px a side, where a label's module is 5 to 8 px.
    name: 'scratches-wiped',
    applies: () => true,
    build: (g) => {
      const working = fitTo(g, 800);
      return wipeThinLightMarks(working, Math.max(1, Math.round(longSide(working) / 400)));
    },
  },
  ...extraPasses.slice(1),
];

/** Flat passes before the curved ones: downscaled, scratches wiped, upscaled (small images), light flattened. */
const FLAT_EARLY = 4;

/**
 * A flattened label only counts when the code was read where the finders said it was: a reader let loose
 * on a resampled image could otherwise pick out a "code" from the warped background.
 */
export function whereExpected(found: DetectedQr, expected: ExpectedCode): boolean {
  const xs = found.corners.map((c) => c.x);
  const ys = found.corners.map((c) => c.y);
  if (xs.length < 4) return false;
  const cx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const cy = ys.reduce((a, b) => a + b, 0) / ys.length;
  const side = (Math.max(...xs) - Math.min(...xs) + Math.max(...ys) - Math.min(...ys)) / 2;
  return (
    Math.hypot(cx - expected.x, cy - expected.y) < expected.size * 0.25 &&
    side > expected.size * 0.9 &&
    side < expected.size * 1.9
  );
}

/** Try up to `take` more flattened candidates, going on where the last call stopped. */
async function readCurved(
  steps: Iterator<CurvedStep>,
  detect: DetectQr,
  take: number,
  outOfTime: () => boolean,
): Promise<DecodeResult | null> {
  for (let tried = 0; tried < take && !outOfTime();) {
    const next = steps.next();
    if (next.done) break;
    if (next.value === null) continue;
    tried += 1;
    const { image, expected } = next.value;
    const found = (await detect(toPixels(image))).find((code) => whereExpected(code, expected));
    if (found) return { text: found.text, pass: 'curved-surface' };
  }
  return null;
}

export async function decodeQrImage(
  image: PixelImage,
  detect: DetectQr,
  options: DecodeOptions,
): Promise<DecodeResult | null> {
  const first = await detect(image);
  if (first[0] !== undefined) return { text: first[0].text, pass: 'original' };
  if (!options.thorough) return null;

  const started = performance.now();
  const budget = options.budgetMs ?? 1500;
  const outOfTime = () => performance.now() - started > budget;
  const gray = toGray(image);
  const flat = async (passes: Pass[]): Promise<DecodeResult | null> => {
    for (const pass of passes) {
      if (outOfTime()) break;
      if (!pass.applies(gray)) continue;
      const texts = await detect(toPixels(pass.build(gray)));
      if (texts[0] !== undefined) return { text: texts[0].text, pass: pass.name };
    }
    return null;
  };
  // The cheap flat passes that read worn and dim labels first, then the best-fitting curved-surface
  // hypotheses flattened (a label on a bottle is common), a motion streak undone (a few ms where there is
  // none), the curved candidates redrawn, the other flat passes, and the rest of the curved hypotheses.
  const flatEarly = await flat(filePasses.slice(0, FLAT_EARLY));
  if (flatEarly) return flatEarly;
  const curved = curvedSurfaceSteps(gray);
  const readCurvedUpTo = (take: number) => readCurved(curved, detect, take, outOfTime);
  const flattened = await readCurvedUpTo(FIRST_FITTED);
  if (flattened) return flattened;
  // Only for files: building it takes longer than a camera frame's step.
  const deblurred = outOfTime() ? null : deblurMotion(gray);
  if (deblurred) {
    const texts = await detect(toPixels(deblurred));
    if (texts[0] !== undefined) return { text: texts[0].text, pass: 'motion-deblurred' };
  }
  const redrawn = await readCurvedUpTo(FIRST_CANDIDATES - FIRST_FITTED);
  if (redrawn) return redrawn;
  return (await flat(filePasses.slice(FLAT_EARLY))) ?? (await readCurvedUpTo(Infinity));
}
