/**
 * Tells a database that cannot be reached (refused, dropped, timed out, shutting down) from a query that
 * failed on its own merits: the first is a 503 with Retry-After, the second a 500.
 */
import { AppError, type CauseOption } from '../errors';

/** Socket-level codes of Node and of the resolver. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot
 * connect now), 53300 (too many connections). SQLite: another process holds the write lock past the
 * busy timeout.
 */
const DATABASE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'SQLITE_BUSY']);

/** What pg and pg-pool say when a connection drops or cannot be made in time. */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /not queryable/,
  /^Cannot use a pool after calling end/,
];

function codeOf(error: object): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** True when the error, or an error it wraps, says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== undefined;
}

/** The error in the chain (the error, its cause, ...) that says the database is out of reach. */
export function unavailableCause(error: unknown): object | undefined {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null;) {
    if (seen.has(current)) return undefined;
    seen.add(current);
    const code = codeOf(current);
    if (code && (NETWORK_CODES.has(code) || DATABASE_CODES.has(code) || code.startsWith('08')))
      return current;
    const message = current instanceof Error ? current.message : '';
    if (MESSAGES.some((pattern) => pattern.test(message))) return current;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return current;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/**
 * A one-line description for the log: the code and message only. A pg error can carry the client it
 * came from (`error.client`), and with it the connection settings and password: never log the object.
 */
export function describeDatabaseError(error: unknown): { code?: string; message: string } {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : 'unknown error';
  return code ? { code, message } : { message };
}

const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again shortly.';

/** A 503 that tells clients (and proxies) when to try again. */
export class DatabaseUnavailableError extends AppError {
  static readonly retryAfterSeconds = 5;
  constructor(options: CauseOption = {}) {
    super(503, 'database-unavailable', DATABASE_UNAVAILABLE_MESSAGE, {
      ...options,
      headers: { 'retry-after': String(DatabaseUnavailableError.retryAfterSeconds) },
    });
  }
}
