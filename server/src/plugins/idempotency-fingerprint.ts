/**
 * What makes two requests "the same" for an Idempotency-Key: method, URL and body. A multipart body is
 * hashed as the route reads it (its boundary differs on every resend, so the fingerprint is of the parts:
 * names, values, file names, types and a digest of each file's bytes), never read ahead of the route: the
 * route validates what it can (its ids, the records they name, the first fields) before any file arrives,
 * and no second copy of the upload is held.
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

const startHash = (request: FastifyRequest) =>
  createHash('sha256').update(`${request.method} ${request.url}\n`);

/** The fingerprint of a request whose whole body is already parsed (JSON, or none). */
export function bodyFingerprint(request: FastifyRequest): string {
  return startHash(request).update(canonicalJson(request.body)).digest('hex');
}

/** Each part into the hash as the route takes it; a file's digest when the route reads its bytes. */
async function* hashing(
  parts: AsyncIterableIterator<Multipart>,
  hash: Hash,
  complete: (fingerprint: string) => Promise<void>,
): AsyncGenerator<Multipart> {
  for await (const part of parts) {
    if (part.type === 'file') {
      hash.update(`file\0${part.fieldname}\0${part.filename}\0${part.mimetype}\n`);
      const read = part.toBuffer.bind(part);
      part.toBuffer = async () => {
        const bytes = await read();
        hash.update(`bytes\0${part.fieldname}\0${createHash('sha256').update(bytes).digest('hex')}\n`);
        return bytes;
      };
    } else {
      hash.update(`field\0${part.fieldname}\0${canonicalJson(part.value)}\n`);
    }
    yield part;
  }
  // The whole form is read and nothing is written yet: the moment to claim the key (or answer a resend).
  await complete(hash.digest('hex'));
}

/**
 * Makes the route's own request.parts() hash the form as it streams, and call `complete` with the
 * fingerprint once the last part is read, before the route goes on to write. A route that stops reading
 * early (a bad field, a refused id) answers without claiming the key. A file must be read with toBuffer()
 * (or skipped): that is what puts its bytes into the fingerprint.
 */
export function fingerprintMultipartAsRead(
  request: FastifyRequest,
  complete: (fingerprint: string) => Promise<void>,
): void {
  const parts = request.parts.bind(request);
  const hash = startHash(request);
  request.parts = (options) => hashing(parts(options), hash, complete);
}
