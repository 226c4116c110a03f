// Bundles the server into dist/main.js, and the PDF check's worker thread into dist/pdf-check-worker.js;
// @harbour/contract (TypeScript source) is inlined, npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'pdf-check-worker': 'src/common/pdf-check/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@harbour/contract': '../contract/src/index.ts' },
  logLevel: 'warning',
});
