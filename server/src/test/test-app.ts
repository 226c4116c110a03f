/** Builds the real app on a fresh database for one test file: SQLite by default, PostgreSQL with TEST_DB=postgres. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Asset } from '@harbour/contract';
import { buildApp, type App, type BuildOptions } from '../app';
import { loadConfig, type DatabaseConfig } from '../config';
import { openDatabase } from '../db/database';

export const ADMIN = { username: 'admin', password: 'admin-password-1' } as const;
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-1234';
export const usingPostgres = process.env.TEST_DB === 'postgres';

export interface TestApp extends App {
  adminToken: string;
  login(username: string, password: string): Promise<string>;
  /** Creates a user through the API and returns its id and a token. */
  createUser(
    username: string,
    role?: 'user' | 'admin',
    password?: string,
  ): Promise<{ id: string; token: string }>;
  /** Creates an asset through the API as the admin (JSON body) and returns it. */
  createAsset(fields: Record<string, string>): Promise<Asset>;
  /** Stops this server and starts another on the same database and data, with `env` instead (a restart). */
  restart(env: Record<string, string>): Promise<TestApp>;
  close(): Promise<void>;
}

async function freshDatabase(): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  if (usingPostgres) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    return {
      config: { kind: 'postgres', url, schema },
      drop: async () => {
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop schema ${schema} cascade`);
        await dropper.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'harbour-test-'));
  return {
    config: { kind: 'sqlite', file: path.join(dir, 'test.db') },
    drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<BuildOptions, 'config' | 'db'>> = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  return startTestApp(database, mkdtempSync(path.join(tmpdir(), 'harbour-data-')), env, options);
}

async function startTestApp(
  database: { config: DatabaseConfig; drop: () => Promise<void> },
  dataDir: string,
  env: Record<string, string>,
  options: Partial<Omit<BuildOptions, 'config' | 'db'>>,
): Promise<TestApp> {
  const { config: dbConfig, drop } = database;
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    database: dbConfig,
  };
  const app = await buildApp({ config, db: openDatabase(dbConfig), logger: false, ...options });
  await app.server.ready();

  const login = async (username: string, password: string) => {
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
    return res.json<{ token: string }>().token;
  };
  const adminToken = await login(ADMIN.username, ADMIN.password);

  return {
    ...app,
    adminToken,
    login,
    async createUser(username, role = 'user', password = 'user-password-1') {
      const res = await app.server.inject({
        method: 'POST',
        url: '/api/admin/create-user',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { username, password, role },
      });
      if (res.statusCode !== 201) throw new Error(`create ${username} failed: ${res.body}`);
      return { id: res.json<{ _id: string }>()._id, token: await login(username, password) };
    },
    async createAsset(fields) {
      const res = await app.server.inject({
        method: 'POST',
        url: '/api/assets',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: fields,
      });
      if (res.statusCode !== 201) throw new Error(`create asset ${fields.name ?? ''} failed: ${res.body}`);
      return res.json<Asset>();
    },
    async restart(otherEnv) {
      await app.server.close();
      return startTestApp(database, dataDir, otherEnv, options);
    },
    async close() {
      await app.server.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
