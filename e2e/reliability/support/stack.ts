/** Per test: a database (SQLite file or scratch PostgreSQL), data folders and servers, all removed after. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseKind } from '../../support/environment';
import { createScratchDatabase } from '../../support/postgres';
import { startServer, type RunningServer, type ServerOptions } from '../../support/server';

/** SQLite always; PostgreSQL when TEST_DATABASE_URL names a server to make scratch databases on. */
export const DATABASES: DatabaseKind[] = [
  'sqlite',
  ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : []),
];

export interface Stack {
  kind: DatabaseKind;
  /** The first data folder; SQLite keeps its database file here. */
  dataDir: string;
  /** The SQLite file, or the scratch PostgreSQL database's URL. */
  sqliteFile: string;
  databaseUrl: string | undefined;
  adminPassword: string;
  jwtSecret: string;
  /** Another empty data folder (a second instance has its own). */
  newDataDir(): string;
  /** Starts the built server on this stack's database; it is stopped at cleanup if still running. */
  start(options?: Partial<ServerOptions>): Promise<RunningServer>;
  /** Runs at cleanup, last registered first. */
  defer(cleanup: () => unknown): void;
  cleanup(): Promise<void>;
}

export async function createStack(kind: DatabaseKind): Promise<Stack> {
  const cleanups: (() => unknown)[] = [];
  const defer = (cleanup: () => unknown) => cleanups.push(cleanup);
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), `harbour-reliability-${kind}-`));
    defer(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const cleanup = async () => {
    const errors: unknown[] = [];
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, 'reliability: cleanup failed');
  };

  const dataDir = newDataDir();
  let databaseUrl: string | undefined;
  try {
    if (kind === 'postgres') {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      defer(() => scratch.drop());
      databaseUrl = scratch.url;
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
  const adminPassword = `admin-${randomBytes(6).toString('hex')}`;
  const jwtSecret = randomBytes(32).toString('hex');
  return {
    kind,
    dataDir,
    sqliteFile: path.join(dataDir, 'harbour.db'),
    databaseUrl,
    adminPassword,
    jwtSecret,
    newDataDir,
    async start(options = {}) {
      const server = await startServer({ dataDir, adminPassword, jwtSecret, databaseUrl, ...options });
      defer(() => server.stop());
      return server;
    },
    defer,
    cleanup,
  };
}
