/**
 * Build step: a brotli (.br) and a gzip (.gz) copy beside every text file of the build, made once at the
 * highest level, so the server sends compressed bytes without compressing on each request
 * (server/src/plugins/web-app.ts picks one by the request's Accept-Encoding).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text the browser fetches, and the decoder's WebAssembly; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file would only cost the client a decompression.
  await Promise.all([
    br.length < bytes.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < bytes.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/** Runs after every other plugin has written its files (the service worker included). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'harbour-precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        // Small chunks too: a route loads dozens of them, and their savings add up to kilobytes.
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(files.map((file) => precompressFile(file)));
      },
    },
  };
}
