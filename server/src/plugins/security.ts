/**
 * Security headers on every response (the document's set on all but JSON), and CORS for clients served from other origins (CORS_ORIGINS).
 * The headers are helmet's set with a tighter policy, built once at start: helmet re-parsed the
 * Content-Security-Policy on every response, a measured 6 % of a GET /api/assets/:id (docs/BENCHMARKS.md).
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Nothing is allowed unless listed, and each line is what the built web app needs, measured in Chromium by
 * e2e/tests/security.e2e.ts (every screen of every role, no violation). `mapOrigin` is MAP_STYLE_URL's origin:
 * the one other place the browser may fetch from, for the map's style, tiles, glyphs and sprites.
 */
function contentSecurityPolicy(mapOrigin: string | undefined): string {
  const map = mapOrigin ? ` ${mapOrigin}` : '';
  return [
    "default-src 'none'",
    // Our own bundles only: no inline script, no eval. The QR decoder is WebAssembly: wasm-unsafe-eval.
    "script-src 'self' 'wasm-unsafe-eval'",
    "script-src-attr 'none'",
    // Our stylesheet; react-hot-toast writes its styles into a <style> element (goober), so inline elements
    // are allowed, but never a style="" attribute (React's style props go through the CSSOM, unaffected).
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    "style-src-attr 'none'",
    // Uploads, QR images and placeholders are ours; blob: is the print window's QR and a chosen photo.
    `img-src 'self' blob:${map}`,
    // The API and the decoder's .wasm file; the map's style and tiles when one is configured.
    `connect-src 'self'${map}`,
    // The installable app (offline field mode): its manifest and service worker, from our own origin only.
    "manifest-src 'self'",
    // The service worker, and the map's worker: MapLibre's own file from our origin (setWorkerUrl), no blob:.
    "worker-src 'self'",
    // Forms are sent by script, never by the browser; no <base>, no plugins, no framing by anyone.
    "form-action 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What protects every answer, JSON included: no sniffing into another type, no use by other sites' pages. */
function everyAnswerHeaders(allowCrossOrigin: boolean): Record<string, string> {
  return {
    'cross-origin-resource-policy': allowCrossOrigin ? 'cross-origin' : 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
  };
}

/**
 * What a browser applies only to what it renders (HTML, SVG, and anything else it might show): the CSP,
 * framing, permissions, opener. A JSON answer is never rendered, and these bytes were a quarter of the
 * time of GET /api/assets/:id under load (docs/BENCHMARKS.md), so JSON answers go without them.
 */
function documentHeaders(mapOrigin: string | undefined): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(mapOrigin),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // The scanner's camera and the inspection's position, for our own pages only; nothing else.
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(self), payment=(), usb=()',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** A JSON answer holds a user's data unless it says otherwise: no cache keeps it. */
const JSON_DEFAULT_HEADERS = { 'cache-control': 'no-store' };

/** The headers of a JSON answer made outside the reply's hooks (a URL refused before routing). */
export function jsonAnswerHeaders(allowCrossOrigin: boolean): Record<string, string> {
  return { ...everyAnswerHeaders(allowCrossOrigin), ...JSON_DEFAULT_HEADERS };
}

/**
 * Every header, for an answer whose type is not known in advance (what Node's parser refuses): an error,
 * which draws no map, so its policy names no map origin.
 */
export function securityHeaders(allowCrossOrigin: boolean): Record<string, string> {
  return { ...everyAnswerHeaders(allowCrossOrigin), ...documentHeaders(undefined) };
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

export async function registerSecurity(
  app: FastifyInstance,
  { corsOrigins, mapStyleUrl }: { corsOrigins: string[]; mapStyleUrl: string | undefined },
): Promise<void> {
  const headers = everyAnswerHeaders(corsOrigins.length > 0);
  const documentEntries = Object.entries(
    documentHeaders(mapStyleUrl === undefined ? undefined : new URL(mapStyleUrl).origin),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Decided on what is sent, not on the URL: /api serves SVG and PDF too, and those get the document's set.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!isJson(reply.getHeader('content-type'))) {
      // A route's own policy (the API docs' page, a sandboxed document) stands.
      for (const [name, value] of documentEntries) if (!reply.hasHeader(name)) reply.header(name, value);
    } else if (!reply.hasHeader('cache-control')) reply.headers(JSON_DEFAULT_HEADERS);
    done(null, payload);
  });
  // No listed origin, no CORS plugin: other origins get no CORS headers either way.
  if (corsOrigins.length === 0) return;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
    exposedHeaders: ['X-Total-Count', 'Content-Disposition', 'Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });
}
