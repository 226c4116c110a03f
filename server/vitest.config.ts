import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Every file builds its own app on its own database, so files need not each load the server's
    // modules afresh: sharing them per worker saves about a minute of imports on two cores.
    isolate: false,
  },
});
