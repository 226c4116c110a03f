import { defineConfig } from 'vitest/config';

// Server tests run once on SQLite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const serverProject = (db: 'sqlite' | 'postgres') => ({
  extends: './server/vitest.config.ts',
  test: { name: `server-${db}`, root: './server', env: { TEST_DB: db } },
});

export default defineConfig({
  test: {
    projects: [
      './contract',
      // The layering rules of eslint/boundaries.config.js, each refusing a planted violation, and every
      // repository path the docs and comments name (eslint/doc-paths.test.ts).
      { test: { name: 'structure', include: ['eslint/**/*.test.ts'] } },
      './web',
      './scanner',
      serverProject('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
