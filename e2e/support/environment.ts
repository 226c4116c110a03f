/** Where the suite finds the built product, the browser and its own scratch space. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server/dist/main.js');
const WEB_INDEX = path.join(REPO_ROOT, 'web/dist/index.html');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const isCi = (): boolean => process.env.CI === 'true';
export const hasChromium = (): boolean => existsSync(CHROMIUM_PATH);

/** The first file of the build that is missing, if any. */
export function missingBuildOutput(): string | undefined {
  return [SERVER_ENTRY, WEB_INDEX].find((file) => !existsSync(file));
}

/** The databases the suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export type DatabaseKind = 'sqlite' | 'postgres';
