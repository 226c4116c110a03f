/**
 * The decoders compared side by side: our path (zxing-wasm, as in the browser) for a chosen photo and for
 * the camera, ZXing C++ alone (one pass), jsQR, and html5-qrcode's @zxing/library.
 */
import jsQR from 'jsqr';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { decodeQrImage } from '../src/decode-qr-image';
import { createFrameDecoder } from '../src/frame-decoder';
import { zxingDetect } from '../src/zxing-node';
import { toGray, type PixelImage } from '../src/gray-image';

export type Decoder = (image: PixelImage) => Promise<string | null>;

/** A decoder fed the same picture frame after frame, as a camera held still does. */
export interface FrameDecoder {
  /** How many frames it gets: at 10 frames per second, a code held still for this long. */
  frames: number;
  /** A fresh decoder per picture, as when the scanner starts. */
  start: () => Decoder;
}

export const decoders: Record<string, Decoder | FrameDecoder> = {
  'ours (image file)': async (image) =>
    (await decodeQrImage(image, zxingDetect, { thorough: true }))?.text ?? null,
  'ours (camera, 2 s)': { frames: 20, start: () => createFrameDecoder(zxingDetect) },
  'ZXing C++ single pass': async (image) => (await zxingDetect(image))[0]?.text ?? null,
  jsQR: (image) => Promise.resolve(jsQR(image.data, image.width, image.height)?.data ?? null),
  '@zxing/library (html5-qrcode)': (image) => {
    const hints = new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]],
    ]);
    const reader = new MultiFormatReader();
    reader.setHints(hints);
    const gray = toGray(image);
    const source = new RGBLuminanceSource(new Uint8ClampedArray(gray.data.buffer), gray.width, gray.height);
    try {
      return Promise.resolve(reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText());
    } catch {
      return Promise.resolve(null);
    }
  },
};
