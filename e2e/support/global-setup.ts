/** Once per project (database): check the build, the browser and the database the files will use. */
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, hasChromium, missingBuildOutput, type DatabaseKind } from './environment';

declare module 'vitest' {
  export interface ProvidedContext {
    database: DatabaseKind;
    /** The PostgreSQL database beside which each file makes its own (empty on SQLite). */
    postgresAdminUrl: string;
  }
}

export default function setup(project: TestProject): void {
  const missing = missingBuildOutput();
  if (missing)
    throw new Error(`e2e: ${path.relative(process.cwd(), missing)} is missing: run \`npm run build\` first`);
  if (!hasChromium()) throw new Error(`e2e: ${CHROMIUM_PATH} is missing (CI=true): install chromium`);

  const database = project.name.endsWith('postgres') ? 'postgres' : 'sqlite';
  const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? '';
  if (database === 'postgres' && !postgresAdminUrl) throw new Error('e2e: TEST_DATABASE_URL is not set');
  project.provide('database', database);
  project.provide('postgresAdminUrl', postgresAdminUrl);
}
