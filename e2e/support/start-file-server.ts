/** Setup file of the browser suite: starts this test file's own server before its tests, stops it after. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { useFileServer } from './file-server';
import { createScratchDatabase, type ScratchDatabase } from './postgres';
import { startServer, type RunningServer } from './server';

const database = inject('database');
const dataDir = mkdtempSync(path.join(tmpdir(), `harbour-e2e-${database}-`));
const adminPassword = `admin-${randomBytes(6).toString('hex')}`;
const jwtSecret = randomBytes(32).toString('hex');
let scratch: ScratchDatabase | undefined;
let server: RunningServer | undefined;

async function stop(): Promise<void> {
  await server?.stop();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  if (database === 'postgres') scratch = await createScratchDatabase(inject('postgresAdminUrl'));
  server = await startServer({ dataDir, adminPassword, jwtSecret, databaseUrl: scratch?.url });
} catch (error) {
  await stop();
  throw error;
}

useFileServer({ baseUrl: server.baseUrl, adminPassword, jwtSecret, database });
afterAll(stop);
