/**
 * Who may call what, declared on each route as `config: { access }` and enforced here in one place.
 * A route under /api without a declaration stops the server at start. A bearer token is either a session
 * (a JWT from sign-in) or an API token (`hbr_...`, api-tokens/service.ts), which acts as its maker with its
 * own role, and never on routes declared `personal` (the account's password, its calendar feed).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@harbour/contract';
import type { AuthUser } from '../common/auth-user';
import { ForbiddenError, UnauthorizedError } from '../errors';

export type Access = 'public' | 'signed-in' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The caller's own account: a person's session only, refused (403) to API tokens. */
    personal?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  personal: boolean;
}

const declaredByApp = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** The /api routes an app registered, each with the access it declares: the table the access tests walk. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declaredByApp.get(app) ?? [];
}

/** What this plugin needs of the auth and api-tokens features: app.ts hands it their services. */
interface AccessDeps {
  tokens: { verify(token: string): { sub: string; ver: number } | undefined };
  users: {
    find(
      id: string,
    ): Promise<{ id: string; username: string; role: Role; token_version: number } | undefined>;
  };
  apiTokens: {
    isSecret(bearer: string): boolean;
    authenticate(secret: string): Promise<AuthUser | undefined>;
  };
}

export function registerAccessControl(app: FastifyInstance, deps: AccessDeps): void {
  app.decorateRequest('user', null);
  const declared: DeclaredRoute[] = [];
  declaredByApp.set(app, declared);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        declared.push({ method, url: route.url, access, personal: route.config?.personal ?? false });
    }
  });

  app.addHook('onRequest', async (request) => {
    const { access, personal } = request.routeOptions.config;
    if (!access || access === 'public') return;
    const user = await authenticate(request, deps);
    if (access === 'admin' && user.role !== 'admin')
      throw new ForbiddenError('forbidden', 'Administrator access required');
    if (personal && user.token)
      throw new ForbiddenError('api-token-not-allowed', 'An API token cannot use or change the account');
    request.user = user;
  });
}

async function authenticate(request: FastifyRequest, deps: AccessDeps): Promise<AuthUser> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1])
    throw new UnauthorizedError('authentication-required', 'Sign in required: missing bearer token');
  if (deps.apiTokens.isSecret(match[1])) {
    const caller = await deps.apiTokens.authenticate(match[1]);
    if (!caller)
      throw new UnauthorizedError('api-token-invalid', 'This API token is unknown, expired or revoked.');
    return caller;
  }
  const claims = deps.tokens.verify(match[1]);
  if (!claims)
    throw new UnauthorizedError(
      'session-expired',
      'Your session is invalid or has expired. Please sign in again.',
    );
  const user = await deps.users.find(claims.sub);
  if (!user || user.token_version !== claims.ver) {
    throw new UnauthorizedError('session-expired', 'Your session is no longer valid. Please sign in again.');
  }
  return { id: user.id, username: user.username, role: user.role };
}

/** The signed-in user of a route declared 'signed-in' or 'admin'. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
