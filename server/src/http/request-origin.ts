/**
 * The origin QR labels and links name: PUBLIC_URL when set, otherwise the one the request reached us at,
 * but only for a host we know (localhost, or one listed in ALLOWED_HOSTS): a QR payload or a link is
 * never built from a Host an anonymous client made up.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../errors';

/** A DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port; nothing else. */
export const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The longest Host header answered: a DNS name's 253 characters and a port. Longer is a 400. */
const MAX_HOST_LENGTH = 260;

/** Names of this machine: a request naming one reached us from here (development, a local demo). */
const LOCAL_NAME = /^(?:localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

interface OriginPolicy {
  publicUrl: string | undefined;
  /** Lower-case host names, each with an optional port (none: any port). */
  allowedHosts: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    originPolicy: OriginPolicy;
  }
}

function isKnownHost(host: string, allowedHosts: string[]): boolean {
  if (!HOST_PATTERN.test(host)) return false;
  const name = host.replace(/:\d+$/, '');
  return LOCAL_NAME.test(name) || allowedHosts.includes(host) || allowedHosts.includes(name);
}

export function registerRequestOrigin(app: FastifyInstance, policy: OriginPolicy): void {
  app.decorate('originPolicy', policy);
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      request.host.length > MAX_HOST_LENGTH
        ? new ValidationError(
            'malformed-request',
            `The Host header is longer than ${MAX_HOST_LENGTH} characters`,
          )
        : undefined,
    );
  });
}

export function requestOrigin(request: FastifyRequest): string {
  const { publicUrl, allowedHosts } = request.server.originPolicy;
  if (publicUrl) return publicUrl;
  const host = request.host.toLowerCase();
  if (!isKnownHost(host, allowedHosts)) {
    throw new AppError(
      421,
      'unknown-host',
      'This server does not answer for that host name: the administrator sets PUBLIC_URL or ALLOWED_HOSTS',
    );
  }
  return `${request.protocol}://${host}`;
}
