// Bundles the server into dist/main.js; @harbour/contract (TypeScript source) is inlined, npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@harbour/contract': '../contract/src/index.ts' },
  logLevel: 'warning',
});
