/** The browser suite: its own config (not one of the root projects), once per database. */
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_PATH, hasChromium, isCi, type DatabaseKind } from './support/environment.js';

// Outside CI a machine without Chromium skips the browser suite in one line; in CI global setup fails instead.
if (!hasChromium() && !isCi()) {
  process.stdout.write(
    `e2e skipped: ${CHROMIUM_PATH} is missing (install chromium to run the browser tests)\n`,
  );
  process.exit(0);
}

const project = (db: DatabaseKind): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `e2e-${db}`,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
  },
});

export default defineConfig({
  test: {
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
    projects: [project('sqlite'), ...(process.env.TEST_DATABASE_URL ? [project('postgres')] : [])],
  },
});
