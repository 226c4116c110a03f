/** The last-administrator rule when administrators demote and delete each other at the same moment. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, bearer, createTestApp, type TestApp } from '../test/test-app';

// A fresh database for each round: its only administrators are the ones the round creates.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const countAdmins = async () =>
  (await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'admin').execute()).length;

/** The first administrator and three more: the database's only administrators. */
async function fourAdmins(prefix: string) {
  const first = await t.db.kysely
    .selectFrom('users')
    .select('id')
    .where('username', '=', ADMIN.username)
    .executeTakeFirstOrThrow();
  const more = await Promise.all(['a', 'b', 'c'].map((n) => t.createUser(`${prefix}.${n}`, 'admin')));
  return [{ id: first.id, token: t.adminToken }, ...more];
}

/** Every administrator acts on every other one at once; returns the statuses seen. */
async function everyAdminAgainstTheOthers(
  admins: { id: string; token: string }[],
  act: (actor: { token: string }, target: { id: string }) => Promise<number>,
): Promise<number[]> {
  const requests = admins.flatMap((actor) =>
    admins.filter((target) => target !== actor).map((target) => act(actor, target)),
  );
  return Promise.all(requests);
}

describe('the last administrator under concurrent changes', () => {
  it.each([1, 2, 3, 4, 5])(
    'survives administrators demoting each other at once (round %i)',
    async (round) => {
      const admins = await fourAdmins(`demote.${round}`);
      const statuses = await everyAdminAgainstTheOthers(admins, async (actor, target) => {
        const res = await t.server.inject({
          method: 'PUT',
          url: `/api/admin/users/${target.id}`,
          headers: bearer(actor.token),
          payload: { role: 'user' },
        });
        return res.statusCode;
      });
      // 409: the last administrator; 403: the actor was demoted a moment before.
      expect(
        statuses.every((s) => [200, 403, 409].includes(s)),
        statuses.join(','),
      ).toBe(true);
      expect(await countAdmins()).toBe(1);
    },
  );

  it.each([1, 2, 3])('survives administrators deleting each other at once (round %i)', async (round) => {
    const admins = await fourAdmins(`delete.${round}`);
    const statuses = await everyAdminAgainstTheOthers(admins, async (actor, target) => {
      const res = await t.server.inject({
        method: 'DELETE',
        url: `/api/admin/users/${target.id}`,
        headers: bearer(actor.token),
      });
      return res.statusCode;
    });
    // 401: the actor's own account was deleted a moment before; 404: someone else deleted the target.
    expect(
      statuses.every((s) => [200, 401, 404, 409].includes(s)),
      statuses.join(','),
    ).toBe(true);
    expect(await countAdmins()).toBe(1);
  });
});
