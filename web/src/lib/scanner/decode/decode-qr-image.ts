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

export type DetectQr = (image: PixelImage) => Promise<string[]>;

export interface DecodeResult {
  text: string;
  /** Which pass found it: useful in the benchmark and when a field photo fails. */
  pass: string;
}

interface DecodeOptions {
  /** Try every extra pass when the fast one finds nothing (image files). */
  thorough: boolean;
  /** Camera frames: try just this one extra pass (rotating frame by frame), so a frame stays fast. */
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

export async function decodeQrImage(
  image: PixelImage,
  detect: DetectQr,
  options: DecodeOptions,
): Promise<DecodeResult | null> {
  const first = await detect(image);
  if (first[0] !== undefined) return { text: first[0], pass: 'original' };
  const single =
    options.extraPass === undefined ? undefined : extraPasses[options.extraPass % extraPasses.length];
  if (!options.thorough && !single) return null;

  const started = performance.now();
  const budget = options.budgetMs ?? 1500;
  const gray = toGray(image);
  for (const pass of single ? [single] : extraPasses) {
    if (performance.now() - started > budget) break;
    if (!pass.applies(gray)) continue;
    const texts = await detect(toPixels(pass.build(gray)));
    if (texts[0] !== undefined) return { text: texts[0], pass: pass.name };
  }
  return null;
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
