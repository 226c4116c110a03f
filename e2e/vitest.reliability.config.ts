/**
 * The reliability suite: the built server as a real process, killed, drained, cut off from its
 * database, run twice side by side. No browser, so it runs wherever the build does.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'reliability',
    include: ['reliability/**/*.test.ts'],
    globalSetup: ['./reliability/support/global-setup.ts'],
    // Each file runs servers and measures timings: one file at a time on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
