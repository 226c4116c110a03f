/**
 * One write of a batch sent through the app to its own route, as if it had come alone: the same sign-in,
 * rate limit, Idempotency-Key store, validation and service, so a write sent alone and then in a batch with
 * the same key is done once. Its answer is sorted into what the client does next.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldWrite, FieldWriteAnswer } from '@harbour/contract';

/** What of the batch request each write carries: who sends it and the address it was sent to. */
const FORWARDED_HEADERS = [
  'authorization',
  'host',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
];

/** The idempotency store's 409 for a key whose first request is still running: try again, not refused. */
const STILL_RUNNING = /still running/i;

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

function outcomeOf(status: number, replayed: boolean, body: unknown): FieldWriteAnswer['outcome'] {
  if (status < 300) return replayed ? 'replayed' : 'done';
  const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : '';
  if (status === 429 || status === 408 || status >= 500) return 'retry';
  if (status === 409 && STILL_RUNNING.test(message)) return 'retry';
  return 'refused';
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A route answers JSON; anything else (an empty 204) is kept as its text.
    return text;
  }
}

export async function sendWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  write: FieldWrite,
): Promise<FieldWriteAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: write.path,
    headers: {
      ...forwardedHeaders(request),
      'content-type': 'application/json',
      'idempotency-key': write.key,
    },
    payload: JSON.stringify(write.body),
  });
  const body = parseBody(response.body);
  const retryAfter = Number(response.headers['retry-after']);
  return {
    key: write.key,
    outcome: outcomeOf(response.statusCode, response.headers['idempotent-replayed'] === 'true', body),
    status: response.statusCode,
    ...(response.statusCode === 429 && Number.isInteger(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
    body,
  };
}

/** The asset a write is about, so a retried write holds back the later writes of its asset only. */
export function assetOf(write: FieldWrite): string {
  const fromPath = /^\/api\/assets\/([0-9a-fA-F]{24})\//.exec(write.path)?.[1];
  const fromBody = typeof write.body.assetId === 'string' ? write.body.assetId : undefined;
  return (fromPath ?? fromBody ?? write.path).toLowerCase();
}
