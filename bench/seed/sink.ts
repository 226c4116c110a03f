/**
 * Bulk writers that load as a database restores a dump: the schema's secondary indexes and triggers are
 * set aside while the rows go in, one transaction per large batch, and built again from their own
 * definitions at the end, so the loaded database is the one the migrations and ordinary writes make.
 */
import type { DatabaseConfig } from '../../server/src/config';
import { postgresSink } from './sink-postgres';
import { sqliteSink } from './sink-sqlite';

export type Cell = string | number | null;

/** Rows per batch the generators hand over: each is one transaction (SQLite) or one COPY (PostgreSQL). */
export const BATCH_ROWS = 50_000;

export interface Sink {
  isEmpty(): Promise<boolean>;
  /** Sets the secondary indexes and triggers aside, keeping their definitions for restoreIndexes(). */
  deferIndexes(): Promise<void>;
  insert(table: string, columns: readonly string[], rows: readonly Cell[][]): Promise<void>;
  /** The tables get no more rows: their indexes may be built now, while other tables load. */
  loaded(tables: readonly string[]): Promise<void>;
  /** Waits for the last batch, then builds what deferIndexes() set aside, and any search index derived from the rows. */
  restoreIndexes(): Promise<void>;
  /** Refreshes planner statistics, as PostgreSQL's autovacuum would after a bulk load. */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

export function openSink(config: DatabaseConfig): Sink {
  return config.kind === 'sqlite' ? sqliteSink(config.file) : postgresSink(config.url);
}
