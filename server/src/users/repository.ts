import type { Kysely, Selectable, Updateable } from 'kysely';
import { countAll } from '../db/dialect';
import { prepared } from '../db/prepared';
import type { Database, UsersTable } from '../db/types';

export type UserRow = Selectable<UsersTable>;

// Every signed-in request looks its user up: compiled once.
const userById = prepared((db, id = '') => db.selectFrom('users').selectAll().where('id', '=', id), 1);

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findById: (id: string) => userById(db, id),

    findByUsername: (username: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('username_key', '=', username.toLowerCase())
        .executeTakeFirst(),

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

    insert: (row: UserRow) => db.insertInto('users').values(row).execute(),

    update: (id: string, changes: Updateable<UsersTable>) =>
      db.updateTable('users').set(changes).where('id', '=', id).execute(),

    delete: (id: string) => db.deleteFrom('users').where('id', '=', id).execute(),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
