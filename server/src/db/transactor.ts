/**
 * Hands services their repositories, bound to the database or to one transaction. Generic: which
 * repositories there are is decided by the caller's factory (server/src/repositories.ts).
 */
import type { Kysely } from 'kysely';
import type { Db } from './database';
import type { DatabaseKind } from './dialect';
import type { Database } from './types';

/** Builds the repositories over one connection: the database itself, or one transaction. */
type RepositoryFactory<R> = (db: Kysely<Database>, kind: DatabaseKind) => R;

export interface Transactor<R> {
  /** The repositories on the database itself, outside any transaction. */
  readonly repositories: R;
  read<T>(work: (r: R) => Promise<T>): Promise<T>;
  /** Runs the work in one transaction; it is acknowledged only after the transaction commits. */
  write<T>(work: (r: R) => Promise<T>): Promise<T>;
}

/**
 * PostgreSQL ends one of two transactions that wait on each other (deadlock) or that it cannot order
 * (serialization failure); the work itself was valid, so it runs again on a fresh transaction.
 */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

const isRetryableConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && RETRYABLE_CODES.has(String(error.code));

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

export function createTransactor<R>(
  { kysely, kind }: Pick<Db, 'kysely' | 'kind'>,
  createRepositories: RepositoryFactory<R>,
): Transactor<R> {
  const repositories = createRepositories(kysely, kind);
  return {
    repositories,
    read: (work) => work(repositories),
    async write(work) {
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
