import type { Kysely, Selectable, Updateable } from 'kysely';
import { countAll, foldCase } from '../db/dialect';
import { prepared } from '../db/prepared';
import type { Database, UsersTable } from '../db/types';

export type UserRow = Selectable<UsersTable>;
type NewUserRow = Omit<UserRow, 'username_key' | 'calendar_secret' | 'email'> & { email?: string | null };
type UserChanges = Omit<Updateable<UsersTable>, 'username_key'>;

/**
 * The case-folded username: unique, and what sign-in, the sign-in throttle and search match on. Only this
 * repository writes it, on every insert and every change of the username.
 */
export const usernameKey = (username: string) => foldCase(username);

// Every signed-in request looks its user up: compiled once.
const userById = prepared((db, id = '') => db.selectFrom('users').selectAll().where('id', '=', id), 1);

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findById: (id: string) => userById(db, id),

    findByUsername: (username: string) =>
      db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst(),

    list: () =>
      db.selectFrom('users').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute(),

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
        .values({ ...row, username_key: usernameKey(row.username) })
        .execute(),

    update: (id: string, changes: UserChanges) =>
      db
        .updateTable('users')
        .set(
          changes.username === undefined
            ? changes
            : { ...changes, username_key: usernameKey(changes.username) },
        )
        .where('id', '=', id)
        .execute(),

    delete: (id: string) => db.deleteFrom('users').where('id', '=', id).execute(),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
