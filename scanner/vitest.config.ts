import { defineConfig } from 'vitest/config';

// Node, not jsdom: the tests read codes with zxing-wasm's Node build and need no DOM.
export default defineConfig({
  test: { name: 'scanner', environment: 'node', include: ['src/**/*.test.ts'] },
});
