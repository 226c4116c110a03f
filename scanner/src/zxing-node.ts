/**
 * ZXing in Node: the same WebAssembly build the browser's barcode-detector ponyfill runs, for this
 * package's tests and its benchmark (bench/). The package's entry never exports it: it reads the .wasm
 * from node_modules.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { DetectQr } from './decode-qr-image';

const require = createRequire(import.meta.url);

export async function loadZxingInNode(): Promise<void> {
  await prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer },
    fireImmediately: true,
  });
}

/** What the ponyfill runs for `detect()`: zxing-wasm's default reader options, text mode Plain. */
export const zxingDetect: DetectQr = async (image) => {
  const imageData: ImageData = {
    colorSpace: 'srgb',
    data: image.data,
    width: image.width,
    height: image.height,
  };
  const results = await readBarcodes(imageData, { formats: ['QRCode'], textMode: 'Plain' });
  return results
    .filter((result) => result.isValid)
    .map(({ text, position: p }) => ({
      text,
      corners: [p.topLeft, p.topRight, p.bottomRight, p.bottomLeft],
    }));
};
