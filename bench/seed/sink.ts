/**
 * Bulk writers that load as a database restores a dump: the schema's secondary indexes and triggers are
 * set aside while the rows go in, one transaction per large batch, and built again from their own
 * definitions at the end, so the loaded database is the one the migrations and ordinary writes make.
 */
import type { Insertable } from 'kysely';
import type { DatabaseConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/types';
import { postgresSink } from './sink-postgres';
import { sqliteSink } from './sink-sqlite';

export type Table = keyof Database;
/** A row as the server's table types type it; every row of a batch has the same columns, in one order. */
export type Row<T extends Table> = Insertable<Database[T]>;
/** The generators write text, integers and NULL only. */
export type Cell = string | number | null;
export const cells = (row: object) => Object.values(row) as Cell[];

/** Rows per batch the generators hand over: each is one transaction (SQLite) or one COPY (PostgreSQL). */
export const BATCH_ROWS = 50_000;

export interface Sink {
  isEmpty(): Promise<boolean>;
  /** Sets the secondary indexes and triggers aside, keeping their definitions for restoreIndexes(). */
  deferIndexes(): Promise<void>;
  insert<T extends Table>(table: T, rows: readonly Row<T>[]): Promise<void>;
  /** The tables get no more rows: their indexes may be built now, while other tables load. */
  loaded(tables: readonly Table[]): Promise<void>;
  /** Waits for the last batch, then builds what deferIndexes() set aside, and any search index derived from the rows. */
  restoreIndexes(): Promise<void>;
  /** Refreshes planner statistics, as PostgreSQL's autovacuum would after a bulk load. */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

export function openSink(config: DatabaseConfig): Sink {
  return config.kind === 'sqlite' ? sqliteSink(config.file) : postgresSink(config.url);
}
