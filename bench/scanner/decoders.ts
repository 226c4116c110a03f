/** The decoders compared side by side: our path (zxing-wasm, as in the browser), jsQR, and html5-qrcode's @zxing/library. */
import jsQR from 'jsqr';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { decodeQrImage } from '../../web/src/lib/scanner/decode/decode-qr-image';
import { zxingDetect } from '../../web/src/lib/scanner/decode/zxing-node';
import { toGray, type PixelImage } from '../../web/src/lib/scanner/decode/gray-image';

export type Decoder = (image: PixelImage) => Promise<string | null>;

export const decoders: Record<string, Decoder> = {
  ours: async (image) => (await decodeQrImage(image, zxingDetect, { thorough: true }))?.text ?? null,
  'ours, one pass (camera frame)': async (image) =>
    (await decodeQrImage(image, zxingDetect, { thorough: false }))?.text ?? null,
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
