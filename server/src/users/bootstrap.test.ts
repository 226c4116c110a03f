import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactor } from '../db/transactor';
import { createRepositories } from '../repositories';
import { createTestApp, type TestApp } from '../test/test-app';
import { ensureFirstAdmin } from './bootstrap';
import { createUsersService } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the first administrator', () => {
  it('is created once when several instances start together on an empty database', async () => {
    await t.db.kysely.deleteFrom('users').execute();
    // Each instance has its own repositories and service over the one database.
    const start = () =>
      ensureFirstAdmin(
        createUsersService(createTransactor(t.db, (kysely, kind) => createRepositories(kysely, kind, 'en'))),
        {
          username: 'first.admin',
          password: undefined,
        },
      );
    const results = await Promise.all([start(), start(), start()]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const created = results.find((r) => r.created)!;
    const users = await t.db.kysely.selectFrom('users').select(['username', 'role']).execute();
    expect(users).toEqual([{ username: 'first.admin', role: 'admin' }]);
    // The one printed password is the one that works.
    expect(await t.login('first.admin', created.generatedPassword!)).toEqual(expect.any(String));
  });

  it('is not created when the database has users', async () => {
    expect(
      await ensureFirstAdmin(
        createUsersService(createTransactor(t.db, (kysely, kind) => createRepositories(kysely, kind, 'en'))),
        {
          username: 'another',
          password: undefined,
        },
      ),
    ).toEqual({ created: false });
  });
});
