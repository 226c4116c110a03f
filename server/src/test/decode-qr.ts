/** Reads a QR code back from image bytes with a real decoder (ZXing in WebAssembly). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let ready: Promise<unknown> | undefined;

export async function decodeQr(image: Buffer): Promise<string[]> {
  ready ??= prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer },
    fireImmediately: true,
  });
  await ready;
  // zxing-wasm decodes PNG itself; sharp first rasterises whatever we were given (SVG, JPEG) onto white.
  const png = await sharp(image, { density: 150 }).flatten({ background: '#ffffff' }).png().toBuffer();
  const results = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] });
  return results.filter((r) => r.isValid).map((r) => r.text);
}
