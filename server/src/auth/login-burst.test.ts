import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createTestApp, TEST_JWT_SECRET, usingPostgres, type TestApp } from '../test/test-app';

const PASSWORD = 'user-password-1';
const BURST = 300;
const RIGHT_AT = 100;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 300 sign-ins for one username sent at once, the right password at position 100. */
async function burst(apps: App[], username: string, address: (i: number) => string) {
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      apps[i % apps.length]!.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: i === RIGHT_AT ? PASSWORD : `wrong-guess-${i}` },
        remoteAddress: address(i),
      }),
    ),
  );
  const codes = answers.map((answer) => answer.statusCode);
  return {
    /** Answers other than 429: each one had its password checked. */
    checked: codes.filter((code) => code !== 429).length,
    right: codes[RIGHT_AT],
    unexpected: codes.filter((code) => code !== 401 && code !== 429),
  };
}

describe('sign-in limits under parallel guessing', () => {
  it('check at most 5 passwords of 300 sent at once from one address, and the right one inside the burst is refused', async () => {
    await t.createUser('burst.one');
    const result = await burst([t], 'burst.one', () => '203.0.113.50');
    expect(result.unexpected).toEqual([]);
    expect(result.checked).toBeLessThanOrEqual(5);
    expect(result.right).toBe(429);
  });

  it('check at most 10 passwords of 300 sent at once from 300 addresses', async () => {
    await t.createUser('burst.many');
    const result = await burst([t], 'burst.many', (i) => `198.51.100.${i % 250}`);
    expect(result.unexpected).toEqual([]);
    expect(result.checked).toBeLessThanOrEqual(10);
    expect(result.right).toBe(429);
  });

  it.runIf(usingPostgres)('hold across two instances sharing the database', async () => {
    const database = {
      kind: 'postgres' as const,
      url: process.env.TEST_DATABASE_URL ?? '',
      schema: t.db.schema ?? '',
    };
    const config = {
      ...loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '/tmp', LOG_LEVEL: 'silent' }),
      database,
    };
    const second = await buildApp({ config, db: openDatabase(database), logger: false });
    try {
      await t.createUser('burst.two');
      const result = await burst([t, second], 'burst.two', () => '203.0.113.51');
      expect(result.unexpected).toEqual([]);
      expect(result.checked).toBeLessThanOrEqual(5);
      expect(result.right).toBe(429);
    } finally {
      await second.server.close();
    }
  });
});
