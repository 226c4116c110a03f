/** Hands services the repositories, bound to the database or to one transaction. */
import type { Kysely } from 'kysely';
import { createActivityRepository } from '../activity/repository';
import { createAssetsRepository } from '../assets/repository';
import { createFilesRepository } from '../files/repository';
import { createUsersRepository } from '../users/repository';
import type { Db } from './database';
import type { DatabaseKind } from './dialect';
import { createLocks } from './locks';
import type { Database } from './types';

export function createRepositories(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    users: createUsersRepository(db),
    assets: createAssetsRepository(db),
    files: createFilesRepository(db),
    activity: createActivityRepository(db),
    locks: createLocks(db, kind),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/**
 * PostgreSQL ends one of two transactions that wait on each other (deadlock) or that it cannot order
 * (serialization failure); the work itself was valid, so it runs again on a fresh transaction.
 */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

export const isRetryableConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && RETRYABLE_CODES.has(String(error.code));

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

export function createTransactor({ kysely, kind }: Pick<Db, 'kysely' | 'kind'>) {
  const repositories = createRepositories(kysely, kind);
  return {
    repositories,
    read: <T>(work: (r: Repositories) => Promise<T>): Promise<T> => work(repositories),
    async write<T>(work: (r: Repositories) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await kysely.transaction().execute((trx) => work(createRepositories(trx, kind)));
        } catch (error) {
          if (attempt >= MAX_ATTEMPTS || !isRetryableConflict(error)) throw error;
          await pause(attempt);
        }
      }
    },
  };
}
export type Transactor = ReturnType<typeof createTransactor>;
