/**
 * How long a client may take: a request that trickles its body, or never finishes its headers, or sits
 * idle, is cut instead of holding a connection (and its memory) open. docs/SECURITY.md lists the values.
 */
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

export interface HttpTimeouts {
  /** The whole request, headers and body, from its first byte: a 10 MB upload at 1 Mbit/s fits. */
  requestMs: number;
  /** The request line and headers. */
  headersMs: number;
  /** No byte either way on a connection while a request is open. */
  idleMs: number;
  /** A kept-alive connection between requests: longer than a proxy's own (nginx: 60 s). */
  keepAliveMs: number;
  /** How often Node looks for requests over their time: a request is cut at most this much late. */
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 120_000,
  headersMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
  checkEveryMs: 1_000,
};

export const httpTimeoutOptions = (timeouts: HttpTimeouts) =>
  ({
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  }) satisfies FastifyHttpOptions<Server>;
