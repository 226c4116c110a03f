import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { countAll, escapeClause, likeContains } from '../db/dialect';
import { prepared } from '../db/prepared';
import { collationSortKey } from '../common/collation-sort-key';
import { usernameKey } from '../common/username-key';
import { usernameSkeleton } from './username-skeleton';
import type { Database, UsersTable } from '../db/types';

export type UserRow = Selectable<UsersTable>;
type NameKeys = 'username_key' | 'username_skeleton' | 'username_sort';
type NewUserRow = Omit<UserRow, NameKeys | 'calendar_secret' | 'email' | 'language' | 'duty_officer'> & {
  email?: string | null;
  duty_officer?: number;
  language?: string | null;
};
type UserChanges = Omit<Updateable<UsersTable>, NameKeys>;

/**
 * What a username is matched and kept unique on (its case-folded form and its look-alike skeleton), and
 * what it sorts by.
 */
const nameKeys = (username: string, locale: string) => ({
  username_key: usernameKey(username),
  username_skeleton: usernameSkeleton(username),
  username_sort: collationSortKey(username, locale),
});

// Every signed-in request looks its user up: compiled once.
const userById = prepared((db, id = '') => db.selectFrom('users').selectAll().where('id', '=', id), 1);

export function createUsersRepository(db: Kysely<Database>, locale: string) {
  return {
    findById: (id: string) => userById(db, id),

    findByUsername: (username: string) =>
      db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst(),

    /** Another user whose username looks like this one (the same skeleton). */
    findLookAlike: (username: string, exceptId = '') =>
      db
        .selectFrom('users')
        .select('username')
        .where('username_skeleton', '=', usernameSkeleton(username))
        .where('id', '!=', exceptId)
        .executeTakeFirst(),

    /** Accounts made before usernames had skeletons (migration 0007), oldest first. */
    withoutSkeleton: () =>
      db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('username_skeleton', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** Gives an older account its skeleton, and its sign-in key in NFC form (usernames are NFC now). */
    setNameKeys: (id: string, username: string) =>
      db.updateTable('users').set(nameKeys(username, locale)).where('id', '=', id).execute(),

    list: () =>
      db.selectFrom('users').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute(),

    /** One page of the users whose username contains `search` (case-insensitive), oldest first, and their count. */
    page: async (search: string, offset: number, limit: number) => {
      const matching = () => {
        const q = db.selectFrom('users');
        return search === ''
          ? q
          : q.where(sql<boolean>`username_key like ${likeContains(usernameKey(search))} ${escapeClause()}`);
      };
      const [rows, count] = await Promise.all([
        matching()
          .select(['id', 'username', 'role'])
          .orderBy('created_at', 'asc')
          .orderBy('id', 'asc')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching().select(countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },

    countAll: async () =>
      (await db.selectFrom('users').select(countAll().as('n')).executeTakeFirstOrThrow()).n,

    countAdmins: async () =>
      (
        await db
          .selectFrom('users')
          .select(countAll().as('n'))
          .where('role', '=', 'admin')
          .executeTakeFirstOrThrow()
      ).n,

    insert: (row: NewUserRow) =>
      db
        .insertInto('users')
        .values({ ...row, ...nameKeys(row.username, locale) })
        .execute(),

    update: (id: string, changes: UserChanges) =>
      db
        .updateTable('users')
        .set(changes.username === undefined ? changes : { ...changes, ...nameKeys(changes.username, locale) })
        .where('id', '=', id)
        .execute(),

    delete: (id: string) => db.deleteFrom('users').where('id', '=', id).execute(),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
