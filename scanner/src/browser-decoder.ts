/**
 * The decoder the browser runs: the native BarcodeDetector where it reads QR codes, else the barcode-detector
 * ponyfill over ZXing C++ in WebAssembly. The .wasm is bundled by Vite and served from our origin, never a CDN.
 */
import { BarcodeDetector as ZXingBarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { decodeQrImage, type DecodeResult, type DetectQr } from './decode-qr-image';
import { createFrameDecoder } from './frame-decoder';
import type { PixelImage } from './gray-image';
import { fileToPixels } from './file-to-pixels';

interface Detector {
  detect(
    source: ImageData | Blob,
  ): Promise<Array<{ rawValue: string; cornerPoints: ReadonlyArray<{ x: number; y: number }> }>>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

export interface QrDecoder {
  /** The fast pass on every other camera frame, a step of the careful passes on the frames between. */
  decodeFrame(image: PixelImage): Promise<string | null>;
  /** Every pass on a photo the user chose; null when it holds no QR code. */
  decodeFile(file: Blob): Promise<DecodeResult | null>;
  /** 'native' or 'zxing-wasm': shown nowhere, but tests and support can read it. */
  engine: 'native' | 'zxing-wasm';
}

function isDetectorClass(value: unknown): value is DetectorClass {
  return typeof value === 'function' && 'getSupportedFormats' in value;
}

async function nativeDetector(): Promise<Detector | null> {
  const candidate: unknown = Reflect.get(globalThis, 'BarcodeDetector');
  if (!isDetectorClass(candidate)) return null;
  try {
    const formats = await candidate.getSupportedFormats();
    return formats.includes('qr_code') ? new candidate({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

async function zxingDetector(): Promise<Detector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path,
    },
    fireImmediately: true,
  });
  return new ZXingBarcodeDetector({ formats: ['qr_code'] });
}

export async function createQrDecoder(): Promise<QrDecoder> {
  const native = await nativeDetector();
  const detector = native ?? (await zxingDetector());
  const detect: DetectQr = async (image) => {
    const found = await detector.detect(new ImageData(image.data, image.width, image.height));
    return found.map((code) => ({ text: code.rawValue, corners: code.cornerPoints }));
  };
  return {
    engine: native ? 'native' : 'zxing-wasm',
    decodeFrame: createFrameDecoder(detect),
    decodeFile: async (file) => {
      const pixels = await fileToPixels(file);
      if (pixels) return decodeQrImage(pixels, detect, { thorough: true });
      // A format the browser cannot draw: ZXing reads PNG, JPEG, GIF, BMP itself.
      const found = await detector.detect(file);
      return found[0] ? { text: found[0].rawValue, pass: 'file' } : null;
    },
  };
}
