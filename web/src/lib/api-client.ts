/** The one HTTP client: '/api' base, bearer token, JSON, typed errors, sign-out on an expired session. */
import { toast } from '@/lib/toast';
import { translate } from '@/i18n/translator';
import { ApiError } from './api-error';
import { noteServerDate } from './server-clock';
import { getToken, signOut } from './session';
import { sessionMessages as m } from './session-messages';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

type Body = FormData | object | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Body;
  accept?: string;
  signal?: AbortSignal;
  /** A write the server may see twice (a retry after a lost answer) names itself with an Idempotency-Key. */
  idempotencyKey?: string;
  /** The ETag of the answer held: a 304 Not Modified is then an answer, not an error. */
  ifNoneMatch?: string;
}

async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers({ Accept: options.accept ?? 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  if (options.ifNoneMatch) headers.set('If-None-Match', options.ifNoneMatch);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const sentAt = Date.now();
  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  noteServerDate(response.headers.get('Date'), sentAt, Date.now());
  const notModified = response.status === 304 && options.ifNoneMatch !== undefined;
  if (!response.ok && !notModified) throw await toApiError(response, Boolean(token));
  return response;
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && name in body ? Reflect.get(body, name) : undefined;
}

/** `msg` first, then `message` (servers send either). */
function readErrorMessage(body: unknown): string | undefined {
  for (const name of ['msg', 'message']) {
    const value = field(body, name);
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

function readFieldErrors(body: unknown): Record<string, string> | undefined {
  const value = field(body, 'errors');
  if (typeof value !== 'object' || value === null) return undefined;
  const errors: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === 'string') errors[key] = text;
  }
  return errors;
}

function readCode(body: unknown): string | undefined {
  const value = field(body, 'code');
  return typeof value === 'string' && value ? value : undefined;
}

function readFieldCodes(body: unknown): Record<string, string> | undefined {
  const value = field(body, 'fieldErrors');
  if (!Array.isArray(value)) return undefined;
  const codes: Record<string, string> = {};
  for (const entry of value as unknown[]) {
    const name = field(entry, 'field');
    const code = field(entry, 'code');
    if (typeof name === 'string' && typeof code === 'string') codes[name] = code;
  }
  return codes;
}

async function toApiError(response: Response, hadToken: boolean): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return apiErrorOf(response.status, body, Number.isFinite(retryAfter) ? retryAfter : undefined, hadToken);
}

/**
 * An error answer (its status, JSON body and Retry-After) as the ApiError callers see, whether it came alone
 * or as one write's answer inside a batch; a 401 to a signed-in request ends the session.
 */
export function apiErrorOf(
  status: number,
  body: unknown,
  retryAfterSeconds: number | undefined,
  hadToken: boolean,
): ApiError {
  if (status === 401 && hadToken && getToken()) {
    // The guard sends the visitor to /login and keeps the page to return to.
    signOut();
    toast.error(translate(m.sessionExpired), { id: 'session-expired' });
  }
  return new ApiError(status, readErrorMessage(body), readFieldErrors(body), retryAfterSeconds, {
    code: readCode(body),
    fieldCodes: readFieldCodes(body),
  });
}

/** Anything that turns an unknown answer into a typed value: a contract zod schema, or a small guard. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** A JSON call whose answer is checked by a parser (usually the contract's schema). */
export async function apiRequest<T>(path: string, parser: Parser<T>, options?: RequestOptions): Promise<T> {
  const response = await send(path, options);
  return parser.parse(await response.json());
}

/** The answer itself, for a caller that reads its status and headers (a conditional GET's 304). */
export const apiResponse = send;

/** A call whose answer body is not used. */
export async function apiSend(path: string, options?: RequestOptions): Promise<void> {
  await send(path, options);
}

/** A paged list: the array plus the total from the X-Total-Count header. */
export async function apiPage<T>(
  path: string,
  listParser: Parser<T[]>,
  options?: RequestOptions,
): Promise<{ items: T[]; total: number }> {
  const response = await send(path, options);
  const items = listParser.parse(await response.json());
  const header = Number(response.headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(header) && header >= items.length ? header : items.length };
}

/** A binary answer with its content type. */
export async function apiBlob(path: string, accept: string): Promise<{ blob: Blob; contentType: string }> {
  const response = await send(path, { accept });
  const blob = await response.blob();
  return { blob, contentType: response.headers.get('Content-Type') ?? blob.type };
}
