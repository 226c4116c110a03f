/** The browser suite: its own config (not one of the root projects). */
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

/**
 * A screen's behaviour is proved once, on SQLite. These files run on PostgreSQL too, because what they
 * prove depends on the database: search and paging (LIKE and collation differ), transactions and row
 * locks (a round's counts, an import's all-or-nothing, idempotent replays of the outbox), the due-date
 * trigger behind compliance, and images kept as bytes.
 */
const DATABASE_DEPENDENT = [
  'admin-assets', // search by name, images stored in the database
  'employee', // search and paging as an employee sees them
  'import', // one transaction for a whole file, refused rows leave nothing
  'offline', // replays answered from the idempotency record, each write exactly once
  'plans-compliance', // due items kept by the trigger on assets
  'rounds', // marks counted under the round's row lock
].map((name) => `tests/${name}.e2e.ts`);

const project = (db: DatabaseKind): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `e2e-${db}`,
    include: db === 'sqlite' ? ['tests/**/*.e2e.ts'] : DATABASE_DEPENDENT,
    globalSetup: ['./support/global-setup.ts'],
    // Each file starts its own server on a fresh database: no file depends on another's data.
    setupFiles: ['./support/start-file-server.ts'],
  },
});

export default defineConfig({
  test: {
    // Two files at a time, each with its own browser and server: the machine has two cores.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
    projects: [project('sqlite'), ...(process.env.TEST_DATABASE_URL ? [project('postgres')] : [])],
  },
});
