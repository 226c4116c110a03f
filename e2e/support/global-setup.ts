/** Once per project (database): check the build and browser, start the server, stop it at the end. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, hasChromium, missingBuildOutput } from './environment';
import { createScratchDatabase, type ScratchDatabase } from './postgres';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    jwtSecret: string;
    database: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = missingBuildOutput();
  if (missing)
    throw new Error(`e2e: ${path.relative(process.cwd(), missing)} is missing: run \`npm run build\` first`);
  if (!hasChromium()) throw new Error(`e2e: ${CHROMIUM_PATH} is missing (CI=true): install chromium`);

  const database = project.name.endsWith('postgres') ? 'postgres' : 'sqlite';
  const dataDir = mkdtempSync(path.join(tmpdir(), `harbour-e2e-${database}-`));
  const adminPassword = `admin-${randomBytes(6).toString('hex')}`;
  const jwtSecret = randomBytes(32).toString('hex');
  let scratch: ScratchDatabase | undefined;
  let server: RunningServer | undefined;

  const teardown = async () => {
    await server?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    if (database === 'postgres') {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error('e2e: TEST_DATABASE_URL is not set');
      scratch = await createScratchDatabase(adminUrl);
    }
    server = await startServer({ dataDir, adminPassword, jwtSecret, databaseUrl: scratch?.url });
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseUrl', server.baseUrl);
  project.provide('adminPassword', adminPassword);
  project.provide('jwtSecret', jwtSecret);
  project.provide('database', database);
  return teardown;
}
