/** Reads a QR code back from image bytes with a real decoder (ZXing in WebAssembly). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** Renders the first page of a PDF to PNG with poppler's pdftoppm (installed by .ci/run). */
export function pdfFirstPageToPng(pdf: Buffer): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbour-pdf-'));
  try {
    writeFileSync(path.join(dir, 'label.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-singlefile',
      path.join(dir, 'label.pdf'),
      path.join(dir, 'page'),
    ]);
    return readFileSync(path.join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
