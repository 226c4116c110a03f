/** The decoders compared side by side: our path (zxing-wasm, as in the browser), jsQR, and html5-qrcode's @zxing/library. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { decodeQrImage, type DetectQr } from '../../web/src/features/scanner/decode/decode-qr-image';
import { toGray, type PixelImage } from '../../web/src/features/scanner/decode/gray-image';

export type Decoder = (image: PixelImage) => Promise<string | null>;

const require = createRequire(import.meta.url);

export async function loadZxingWasm(): Promise<void> {
  await prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer },
    fireImmediately: true,
  });
}

/** What barcode-detector's ponyfill runs for `detect()`: zxing-wasm's default reader options, text mode Plain. */
const zxingDetect: DetectQr = async (image) => {
  const imageData: ImageData = {
    colorSpace: 'srgb',
    data: image.data,
    width: image.width,
    height: image.height,
  };
  const results = await readBarcodes(imageData, { formats: ['QRCode'], textMode: 'Plain' });
  return results.filter((result) => result.isValid).map((result) => result.text);
};

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
