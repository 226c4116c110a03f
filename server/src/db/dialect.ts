/** The few places where SQLite and PostgreSQL differ, kept in one thin layer (STACK-NOTES.md). */
import { sql, type RawBuilder } from 'kysely';

export type DatabaseKind = 'sqlite' | 'postgres';

/** count(*) as a JS number on both databases (PostgreSQL returns bigint strings). */
export const countAll = () => sql<number>`cast(count(*) as integer)`;

/**
 * The one case folding of search keys, username keys and searches: JavaScript's, which folds 'Æ' and 'Ø'
 * alike on both databases (SQLite's lower() is replaced by this one on every connection).
 */
export const foldCase = (text: string) => text.toLowerCase();

/** Escapes LIKE wildcards so user text matches literally. */
export function likeContains(text: string): string {
  return `%${foldCase(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Joins the lower-cased searchable fields of an asset into its search key. The separator is a control
 * character that no search contains in practice; one that does falls back to searching field by field.
 */
export const SEARCH_KEY_SEPARATOR = '\u001f';
export const searchKey = (...fields: string[]): string => fields.map(foldCase).join(SEARCH_KEY_SEPARATOR);

export const escapeClause = (): RawBuilder<unknown> => sql.raw(`escape '\\'`);

/** Both drivers' unique-violation codes mean the same thing to us. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * A stored ISO 8601 timestamp (text) as epoch milliseconds, a double on both databases: what lengths of
 * time are subtracted and summed in. Rounded to the millisecond (SQLite's julianday is a fraction of days).
 */
export const epochMs = (kind: DatabaseKind, iso: RawBuilder<unknown>) =>
  kind === 'postgres'
    ? sql<number>`cast(round(extract(epoch from cast(${iso} as timestamptz)) * 1000) as double precision)`
    : sql<number>`round((julianday(${iso}) - 2440587.5) * 86400000.0)`;
