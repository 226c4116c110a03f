/** Builds the application: plugins, services and routes. No listen: main.ts and the tests do that. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PublicConfig } from '@harbour/contract';
import { createActivityRepository } from './activity/repository';
import { assetsRoutes } from './assets/routes';
import { createAssetsService } from './assets/service';
import { LoginThrottle, type ThrottleLimits, DEFAULT_THROTTLE } from './auth/login-throttle';
import { authRoutes } from './auth/routes';
import { createSignInRepository } from './auth/sign-in-repository';
import { createAuthService } from './auth/service';
import { createSessionUsers } from './auth/session-users';
import { createTokenService } from './auth/tokens';
import type { AppConfig } from './config';
import { createDashboardRepository } from './dashboard/repository';
import { dashboardRoutes } from './dashboard/routes';
import { createDashboardService } from './dashboard/service';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import { createTransactor } from './db/transactor';
import { filesRoutes } from './files/routes';
import { healthRoutes } from './health/routes';
import { registerAccessControl } from './plugins/access';
import { errorBody, registerErrorHandler } from './plugins/error-handler';
import { registerClosing } from './plugins/closing';
import { registerSecurity, securityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { createQrCache } from './qr/cache';
import type { QrSettings } from './qr/payload';
import { qrRoutes } from './qr/routes';
import { createAssignmentsService } from './users/assignments';
import { ensureFirstAdmin } from './users/bootstrap';
import { usersRoutes } from './users/routes';
import { createUsersService } from './users/service';

export interface BuildOptions {
  config: AppConfig;
  /** An already open database (tests); otherwise opened from config.database. */
  db?: Db;
  logger?: boolean;
  throttle?: Partial<ThrottleLimits>;
  tokenLifetimeMs?: number;
  webDist?: string;
}

export interface App {
  server: FastifyInstance;
  db: Db;
  firstAdmin: { created: boolean; generatedPassword?: string };
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  const db = options.db ?? openDatabase(config.database);
  await migrateToLatest(db);

  const server = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    // Long ids reach the route's schema and get its 400 'invalid id', not a 404 for a route that exists.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    // plugins/closing.ts answers requests that arrive while draining, in our error shape.
    return503OnClosing: false,
    // A URL that cannot be decoded is refused before any hook runs: answer it in our shape, with our headers.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply
        .headers(securityHeaders(config.corsOrigins.length > 0))
        .code(400)
        .send(errorBody(400, 'The request URL is malformed'));
    },
  });
  // Some clients send `Content-Type: application/json` on every request, DELETE included: an empty body
  // is no body, not an error. Non-empty bodies go to Fastify's own (prototype-poisoning-safe) parser.
  const parseJson = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.addHook('onClose', () => db.kysely.destroy());

  const tx = createTransactor(db);
  const tokens = createTokenService(config.jwtSecret, options.tokenLifetimeMs);
  const qr: QrSettings = { mode: config.qrPayload, publicUrl: config.publicUrl, secret: config.jwtSecret };
  const sessionUsers = createSessionUsers(tx.repositories.users);
  const users = createUsersService(tx, (id) => sessionUsers.forget(id));
  const assets = createAssetsService(tx);
  const auth = createAuthService({
    users: tx.repositories.users,
    tokens,
    throttle: new LoginThrottle(createSignInRepository(db.kysely), {
      ...DEFAULT_THROTTLE,
      ...options.throttle,
    }),
  });
  const dashboard = createDashboardService({
    dashboard: createDashboardRepository(db.kysely),
    activity: createActivityRepository(db.kysely),
    assets: tx.repositories.assets,
  });
  const qrCache = createQrCache();
  const publicConfig: PublicConfig = {
    orgName: config.orgName,
    supportEmail: config.supportEmail,
    qrPayload: config.qrPayload,
    maxUploadBytes: config.uploadLimitBytes,
  };

  registerErrorHandler(server);
  await registerSecurity(server, config.corsOrigins);
  registerClosing(server);
  registerAccessControl(server, { tokens, users: sessionUsers });
  await server.register(multipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 2, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });

  await server.register(
    async (api) => {
      await api.register(healthRoutes, { db, publicConfig });
      await api.register(authRoutes, { auth });
      await api.register(usersRoutes, { users, assignments: createAssignmentsService(tx, config.jwtSecret) });
      await api.register(assetsRoutes, { assets, qr });
      await api.register(qrRoutes, { assets, qr, qrCache });
      await api.register(dashboardRoutes, { dashboard, qr });
    },
    { prefix: '/api' },
  );
  await server.register(filesRoutes, { tx, qr, qrCache });
  await registerWebApp(server, options.webDist ?? defaultWebDist);

  const firstAdmin = await ensureFirstAdmin(tx.repositories.users, users, {
    username: config.adminUsername,
    password: config.adminPassword,
  });
  return { server, db, firstAdmin };
}
