/**
 * Compressed answers: JSON, text and the API docs' script, brotli or gzip as the request's Accept-Encoding
 * prefers (q-values honoured), when they are large enough to gain from it. The built web app's files are sent
 * from their build-time copies instead (web-app.ts). Images, PDFs and streams are sent as they are.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, onSendAsyncHookHandler } from 'fastify';
import { withHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route's answers are never compressed. */
    compress?: boolean;
  }
}

/** Below this, the bytes saved are fewer than a packet's and not worth the CPU or the header. */
export const COMPRESS_MIN_BYTES = 1024;

/** Types that shrink: JSON (also problem+json and geo+json), any text (CSV, calendar, HTML, JavaScript, CSS) and SVG. */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:json|[\w.-]+\+json|javascript)|text\/|image\/svg\+xml)/;

type Encoding = 'br' | 'gzip';
// Brotli first: for the same q-value it is the smaller of the two.
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new Map() });

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** From this size the fastest levels are used: 6 MB of map points in 16 ms rather than 74, 12 % larger. */
const LARGE_BYTES = 512 * 1024;

/**
 * Quality 4 and level 6: most of the gain for little CPU; quality 1 and level 1 for a large answer, whose
 * wait they would otherwise lengthen. The work runs on libuv's threads, not the event loop.
 */
function compress(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  const bytes = Buffer.byteLength(body);
  const large = bytes >= LARGE_BYTES;
  if (encoding === 'gzip') return gzipAsync(body, { level: large ? 1 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: large ? 1 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  });
}

/**
 * A Buffer answered again and again is a file read once (the API docs' script): compressed once per encoding.
 * Keyed on the Buffer itself, so it is forgotten with it.
 */
const compressedBuffers = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>();

function compressed(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  if (typeof body === 'string') return compress(body, encoding);
  let byEncoding = compressedBuffers.get(body);
  if (!byEncoding) {
    byEncoding = new Map();
    compressedBuffers.set(body, byEncoding);
  }
  let result = byEncoding.get(encoding);
  if (!result) {
    result = compress(body, encoding);
    byEncoding.set(encoding, result);
  }
  return result;
}

/** The encoding to send in, or null: identity (not accepted, or br and gzip refused with q=0). */
function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  // "*" alone means any encoding: gzip, which every client that sends it can read.
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'));
}

function appendVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = vary === undefined ? '' : [vary].flat().join(', ');
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

function compressible(reply: FastifyReply, payload: unknown): payload is Buffer | string {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return false;
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.statusCode === 206) return false;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return false;
  if (/no-transform/i.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  return COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''));
}

const compressAnswer: onSendAsyncHookHandler = async (request, reply, payload) => {
  if (!compressible(reply, payload)) return payload;
  appendVary(reply);
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const body = await compressed(payload, encoding);
  reply.header('content-encoding', encoding).removeHeader('content-length');
  // A strong validator names these exact bytes; the compressed ones are another representation.
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
  return body;
};

/**
 * Each route's last onSend hook, after the idempotency store's (registered earlier): a replayed answer is
 * kept uncompressed and compressed for whoever asks again, by what that request accepts.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.compress === false) return;
    const existing = [route.onSend ?? []].flat();
    if (existing.includes(compressAnswer)) return;
    // A HEAD route's last hook drops the body: compressed before that, its headers are the GET's.
    route.onSend = [route.method].flat().includes('HEAD')
      ? [compressAnswer, ...existing]
      : withHook(route.onSend, compressAnswer);
  });
}
