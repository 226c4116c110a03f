/** Hands services the repositories, bound to the database or to one transaction. */
import type { Kysely } from 'kysely';
import { createActivityRepository } from '../activity/repository';
import { createAssetsRepository } from '../assets/repository';
import { createFilesRepository } from '../files/repository';
import { createUsersRepository } from '../users/repository';
import type { Database } from './types';

export function createRepositories(db: Kysely<Database>) {
  return {
    users: createUsersRepository(db),
    assets: createAssetsRepository(db),
    files: createFilesRepository(db),
    activity: createActivityRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

export function createTransactor(db: Kysely<Database>) {
  const repositories = createRepositories(db);
  return {
    repositories,
    read: <T>(work: (r: Repositories) => Promise<T>): Promise<T> => work(repositories),
    write: <T>(work: (r: Repositories) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(createRepositories(trx))),
  };
}
export type Transactor = ReturnType<typeof createTransactor>;
