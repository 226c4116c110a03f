/**
 * The baseline: ZXing C++ (zxing-wasm, the build the scanner runs) reading each label's frame once, with the
 * options of the scanner benchmark's "ZXing C++ single pass" (scanner/src/zxing-node.ts: QR codes, plain text), in
 * the same Chromium with the same CPU throttling. The page is served by routes, from node_modules.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';

const require = createRequire(import.meta.url);
const ORIGIN = 'http://127.0.0.1:9';

export interface BaselineResult {
  /** Fetching and compiling the .wasm, once. */
  startupMs: number;
  readMs: number[];
  texts: Array<string | null>;
}

interface ZxingGlobal {
  prepareZXingModule(options: object): Promise<unknown>;
  readBarcodes(
    image: ImageData,
    options: { formats: string[]; textMode: string },
  ): Promise<Array<{ text: string; isValid: boolean }>>;
}

export async function zxingSingleReads(
  browser: Browser,
  frames: Buffer[],
  side: number,
  throttle: number,
): Promise<BaselineResult> {
  const wasmFile = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
  const script = readFileSync(path.join(path.dirname(wasmFile), '..', 'iife', 'reader', 'index.js'));
  const wasm = readFileSync(wasmFile);
  const context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/')
      return route.fulfill({ contentType: 'text/html', body: '<script src="/zxing.js"></script>' });
    if (pathname === '/zxing.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    if (pathname === '/zxing_reader.wasm')
      return route.fulfill({ contentType: 'application/wasm', body: wasm });
    const frame = frames[Number(pathname.replace('/frame/', ''))];
    return frame ? route.fulfill({ body: frame }) : route.abort();
  });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.goto(`${ORIGIN}/`);
  try {
    // tsx names inner functions through a helper of its own (`__name`) that the page does not have.
    const read = async ({ count, side }: { count: number; side: number }): Promise<BaselineResult> => {
      const zxing = Reflect.get(window, 'ZXingWASM') as ZxingGlobal;
      const started = performance.now();
      await zxing.prepareZXingModule({
        overrides: {
          locateFile: (file: string, prefix: string) =>
            file.endsWith('.wasm') ? '/zxing_reader.wasm' : prefix + file,
        },
        fireImmediately: true,
      });
      const startupMs = performance.now() - started;
      const readMs: number[] = [];
      const texts: Array<string | null> = [];
      for (let index = 0; index < count; index++) {
        const bytes = new Uint8ClampedArray(await (await fetch(`/frame/${index}`)).arrayBuffer());
        const image = new ImageData(bytes, side, side);
        const before = performance.now();
        const found = await zxing.readBarcodes(image, { formats: ['QRCode'], textMode: 'Plain' });
        readMs.push(performance.now() - before);
        texts.push(found.find((code) => code.isValid)?.text ?? null);
      }
      return { startupMs, readMs, texts };
    };
    return await page.evaluate<BaselineResult>(
      `(() => { const __name = (fn) => fn; return (${read.toString()})(${JSON.stringify({ count: frames.length, side })}); })()`,
    );
  } finally {
    await context.close();
  }
}
