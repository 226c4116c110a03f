/**
 * What makes two requests "the same" for an Idempotency-Key: method, URL and body. A multipart body is
 * read here, once, and its parts replayed to the route: its boundary differs on every resend, so the
 * fingerprint is of the parts (names, values, file names, types and a digest of each file's bytes).
 */
import { createHash, type Hash } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/** JSON with sorted keys: the same object sent twice is the same text, whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

async function* replay(parts: Multipart[], failure: Error | undefined): AsyncGenerator<Multipart> {
  yield* parts;
  if (failure !== undefined) throw failure;
}

/**
 * Reads every part (files with toBuffer(), which keeps the bytes on the part) and lets the route's own
 * request.parts() read them again. A parser error is replayed at the same place, so the route answers it
 * exactly as it would have.
 */
async function hashMultipart(request: FastifyRequest, hash: Hash): Promise<void> {
  const parts: Multipart[] = [];
  let failure: Error | undefined;
  try {
    // The route's own limits (config.multipartOptions), as its reading would have applied them.
    for await (const part of request.parts(request.routeOptions.config.multipartOptions)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const digest = createHash('sha256').update(bytes).digest('hex');
        hash.update(`file\0${part.fieldname}\0${part.filename}\0${part.mimetype}\0${digest}\n`);
      } else {
        hash.update(`field\0${part.fieldname}\0${canonicalJson(part.value)}\n`);
      }
      parts.push(part);
    }
  } catch (error) {
    // The multipart parser throws Errors only; anything else is wrapped so the route still sees one.
    failure = error instanceof Error ? error : new Error(String(error));
    hash.update(`failed\0${failure.message}\n`);
  }
  request.parts = () => replay(parts, failure);
}

export async function requestFingerprint(request: FastifyRequest): Promise<string> {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  if (request.isMultipart()) await hashMultipart(request, hash);
  else hash.update(canonicalJson(request.body));
  return hash.digest('hex');
}
