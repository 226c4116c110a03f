/**
 * Our scanning path: one fast read of the image, then, for hard photos, the passes a careful reader tries
 * (smaller, larger, contrast stretched, a global binarizer, sharpened). The web app and the benchmark both
 * call this function; only the `detect` they hand it differs (BarcodeDetector in browsers, zxing-wasm in Node).
 */
import {
  flattenLighting,
  otsuThreshold,
  resize,
  sharpen,
  stretchContrast,
  toGray,
  toPixels,
  type GrayImage,
  type PixelImage,
} from './gray-image';
import { curvedSurfaceImages, type ExpectedCode } from './curved-surface';

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
  /** Camera frames: this frame's turn of the careful passes (counting up frame by frame), so a frame stays fast. */
  extraPass?: number;
  /** Stop trying further passes after this many milliseconds. */
  budgetMs?: number;
}

interface Pass {
  name: string;
  applies: (gray: GrayImage) => boolean;
  build: (gray: GrayImage) => GrayImage;
}

const WORKING_SIZE = 1200;

const longSide = (image: { width: number; height: number }) => Math.max(image.width, image.height);
const fitTo = (gray: GrayImage, size: number) =>
  longSide(gray) > size ? resize(gray, size / longSide(gray)) : gray;

const extraPasses: Pass[] = [
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

/** The camera's turn for the curved-surface pass: every other careful frame, as it is the likeliest help. */
const CURVED_PER_FRAME = 2;
/** How many of the likeliest curved-surface hypotheses the camera cycles through. */
const CURVED_IN_CAMERA = 16;

/**
 * A flattened label only counts when the code was read where the finders said it was: a reader let loose
 * on a resampled image could otherwise pick out a "code" from the warped background.
 */
function whereExpected(found: DetectedQr, expected: ExpectedCode): boolean {
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

async function readCurved(
  gray: GrayImage,
  detect: DetectQr,
  window: { skip: number; take: number },
  outOfTime: () => boolean,
): Promise<string | null> {
  for (const { image, expected } of curvedSurfaceImages(gray, window.skip, window.take)) {
    if (outOfTime()) break;
    const found = (await detect(toPixels(image))).find((code) => whereExpected(code, expected));
    if (found) return found.text;
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
  if (!options.thorough && options.extraPass === undefined) return null;

  const started = performance.now();
  const budget = options.budgetMs ?? 1500;
  const outOfTime = () => performance.now() - started > budget;
  const gray = toGray(image);
  if (options.extraPass !== undefined) {
    // Camera: odd turns try two curved-surface hypotheses, even turns one of the other passes.
    const turn = options.extraPass;
    if (turn % 2 === 1) {
      const round = (turn - 1) / 2;
      const skip = (round * CURVED_PER_FRAME) % CURVED_IN_CAMERA;
      const text = await readCurved(gray, detect, { skip, take: CURVED_PER_FRAME }, outOfTime);
      return text === null ? null : { text, pass: 'curved-surface' };
    }
    const pass = extraPasses[(turn / 2) % extraPasses.length]!;
    if (!pass.applies(gray)) return null;
    const texts = await detect(toPixels(pass.build(gray)));
    return texts[0] ? { text: texts[0].text, pass: pass.name } : null;
  }
  for (const pass of extraPasses) {
    if (outOfTime()) break;
    if (!pass.applies(gray)) continue;
    const texts = await detect(toPixels(pass.build(gray)));
    if (texts[0] !== undefined) return { text: texts[0].text, pass: pass.name };
  }
  const text = await readCurved(gray, detect, { skip: 0, take: Infinity }, outOfTime);
  return text === null ? null : { text, pass: 'curved-surface' };
}

/**
 * The camera path: every frame gets the fast pass, every third frame also one careful pass, a different
 * one each time, so a frame stays fast and a code held still meets every pass within a few seconds.
 */
export function createFrameDecoder(detect: DetectQr): (image: PixelImage) => Promise<string | null> {
  let frame = 0;
  return async (image) => {
    frame += 1;
    const extraPass = frame % 3 === 0 ? frame / 3 : undefined;
    return (await decodeQrImage(image, detect, { thorough: false, extraPass }))?.text ?? null;
  };
}
