/**
 * Security headers and CORS for clients served from other origins (CORS_ORIGINS).
 * The headers are the ones helmet would send for this policy, built once at start: helmet re-parsed the
 * Content-Security-Policy on every response, a measured 6 % of a GET /api/assets/:id (docs/BENCHMARKS.md).
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob: https: http:",
  "object-src 'none'",
  // The QR decoder is WebAssembly; it needs wasm-unsafe-eval, never unsafe-eval.
  "script-src 'self' 'wasm-unsafe-eval'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "media-src 'self' blob:",
  "connect-src 'self' blob: data:",
  "worker-src 'self' blob:",
].join(';');

export function securityHeaders(allowCrossOrigin: boolean): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': allowCrossOrigin ? 'cross-origin' : 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  const headers = securityHeaders(corsOrigins.length > 0);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // No listed origin, no CORS plugin: other origins get no CORS headers either way.
  if (corsOrigins.length === 0) return;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposedHeaders: ['X-Total-Count', 'Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
}
