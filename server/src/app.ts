/** Builds the application: database, services, plugins and routes. No listen: main.ts and the tests do that. */
import { FIELD_LIMITS } from '@harbour/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes';
import { historyRoutes } from './activity/routes';
import { apiTokensRoutes } from './api-tokens/routes';
import { isApiTokenSecret } from './api-tokens/service';
import { assetsRoutes } from './assets/routes';
import { assetTypesRoutes } from './asset-types/routes';
import { locationsRoutes } from './locations/routes';
import { mapRoutes } from './map/routes';
import { authRoutes } from './auth/routes';
import { complianceRoutes } from './compliance/routes';
import type { AppConfig } from './config';
import { dashboardRoutes } from './dashboard/routes';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import { describeDatabaseError } from './db/outage';
import { refreshSortKeys } from './db/sort-keys';
import { documentsRoutes } from './documents/routes';
import { defectsRoutes } from './defects/routes';
import { publicDefectsRoutes } from './defects/public-routes';
import { fieldWritesRoutes } from './field-writes/routes';
import { filesRoutes } from './files/routes';
import { healthRoutes } from './health/routes';
import { registerRequestOrigin } from './http/request-origin';
import { responseSerializerCompiler } from './http/response-serializer';
import { HTTP_TIMEOUTS, httpTimeoutOptions, type HttpTimeouts } from './http/timeouts';
import { fastifyTrustProxy } from './http/trust-proxy';
import { inspectionsRoutes } from './inspections/routes';
import { labelsRoutes } from './labels/routes';
import { registerAccessControl } from './plugins/access';
import { registerApiDocs } from './plugins/api-docs';
import { clientErrorHandler } from './plugins/client-error';
import { registerCompression } from './plugins/compression';
import { registerClosing } from './plugins/closing';
import { errorBody, registerErrorHandler } from './plugins/error-handler';
import { registerUploadSlots } from './plugins/upload-slots';
import { registerIdempotency } from './plugins/idempotency';
import { registerJsonBody } from './plugins/json-body';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi';
import { RATE_LIMITS, registerRateLimits, type RateLimits } from './plugins/rate-limit';
import { jsonAnswerHeaders, registerSecurity } from './plugins/security';
import { plansRoutes } from './plans/routes';
import { registerWebApp } from './plugins/web-app';
import { qrSettings } from './common/qr-payload';
import { qrRoutes } from './qr/routes';
import { exportRoutes } from './export/routes';
import { importRoutes } from './import/routes';
import { withoutCalendarSecret } from './reminders/calendar-secret';
import { startDailyDigest, type RunningDigest } from './reminders/daily-digest';
import { remindersRoutes } from './reminders/routes';
import { roundsRoutes } from './rounds/routes';
import { createServices, type ServiceOptions } from './services';
import { ensureFirstAdmin } from './users/bootstrap';
import { usersRoutes } from './users/routes';

export interface BuildOptions extends ServiceOptions {
  config: AppConfig;
  /** An already open database (tests); otherwise opened from config.database. */
  db?: Db;
  logger?: boolean;
  webDist?: string;
  /** The daily digest's clock (tests); the time now otherwise. */
  clock?: () => Date;
  /** Shorter client timeouts (tests); HTTP_TIMEOUTS otherwise. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Other rate limits (tests that write in bulk on purpose); RATE_LIMITS otherwise. */
  rateLimits?: Partial<RateLimits>;
}

export interface App {
  server: FastifyInstance;
  db: Db;
  firstAdmin: { created: boolean; generatedPassword?: string };
  /** The daily e-mail digest: running when SMTP_URL is set. */
  digest: RunningDigest | undefined;
}

/** The OpenAPI document's version: the contract's, which new capability only extends. */
const API_VERSION = '1.0.0';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  const db = options.db ?? openDatabase(config.database);
  await migrateToLatest(db);
  const sortKeysMade = await refreshSortKeys(db, config.organisationLocale);
  const services = createServices(db, config, options);
  const qr = qrSettings(config);

  const server = createServer(config, options.logger, { ...HTTP_TIMEOUTS, ...options.httpTimeouts });
  server.addHook('onClose', () => db.kysely.destroy());
  if (sortKeysMade) server.log.info({ locale: config.organisationLocale }, 'sort keys made for the locale');
  // An idle PostgreSQL connection that drops is no request's error: it is logged here, once each.
  db.onConnectionError?.((error) =>
    server.log.warn({ db: describeDatabaseError(error) }, 'idle database connection lost'),
  );

  registerJsonBody(server);
  registerErrorHandler(server);
  await registerSecurity(server, { corsOrigins: config.corsOrigins, mapStyleUrl: config.mapStyleUrl });
  registerRequestOrigin(server, { publicUrl: config.publicUrl, allowedHosts: config.allowedHosts });
  registerClosing(server);
  registerAccessControl(server, {
    tokens: services.tokens,
    users: services.sessionUsers,
    apiTokens: {
      isSecret: isApiTokenSecret,
      authenticate: (secret) => services.apiTokens.authenticate(secret),
    },
  });
  registerRateLimits(server, { ...RATE_LIMITS, ...options.rateLimits });
  registerIdempotency(server, services.idempotency);
  registerUploadSlots(server);
  registerCompression(server);
  await registerOpenApi(server, { title: `${config.orgName} asset register API`, version: API_VERSION });
  await server.register(multipart, {
    // 40 form fields and 50 parts, and room for an asset type's field values (`fields.<key>`) on top.
    limits: {
      fileSize: config.uploadLimitBytes,
      files: 2,
      fields: 40 + FIELD_LIMITS.fieldsPerType,
      fieldSize: 64 * 1024,
      parts: 50 + FIELD_LIMITS.fieldsPerType,
    },
  });

  await server.register(
    async (api) => {
      await api.register(healthRoutes, { health: services.health });
      await api.register(authRoutes, { auth: services.auth });
      await api.register(accountRoutes, { account: services.account });
      await api.register(usersRoutes, { users: services.users, assignments: services.assignments });
      await api.register(assetsRoutes, { assets: services.assets, qr });
      await api.register(assetTypesRoutes, { assetTypes: services.assetTypes });
      await api.register(locationsRoutes, { locations: services.locations });
      await api.register(mapRoutes, { map: services.map });
      await api.register(importRoutes, { imports: services.imports });
      await api.register(exportRoutes, { exports: services.exports, locale: config.organisationLocale });
      await api.register(qrRoutes, { assets: services.assets, qr, qrCache: services.qrCache });
      await api.register(dashboardRoutes, { dashboard: services.dashboard, qr });
      await api.register(documentsRoutes, { documents: services.documents });
      await api.register(plansRoutes, { plans: services.plans });
      await api.register(inspectionsRoutes, { inspections: services.inspections });
      await api.register(defectsRoutes, { defects: services.defects });
      await api.register(publicDefectsRoutes, { defects: services.defects });
      await api.register(complianceRoutes, { compliance: services.compliance });
      await api.register(labelsRoutes, {
        labels: services.labels,
        printerProfiles: services.printerProfiles,
        codes: services.labelCodes,
      });
      await api.register(roundsRoutes, {
        rounds: services.rounds,
        account: services.account,
        report: { orgName: config.orgName, timeZone: config.orgTimeZone },
        locale: config.organisationLocale,
      });
      await api.register(fieldWritesRoutes);
      await api.register(historyRoutes, { history: services.history });
      await api.register(remindersRoutes, { calendar: services.calendar, publicUrl: config.publicUrl });
      await api.register(apiTokensRoutes, { apiTokens: services.apiTokens });
    },
    { prefix: '/api' },
  );
  registerOpenApiRoute(server);
  registerApiDocs(server);
  await server.register(filesRoutes, { files: services.files });
  await registerWebApp(server, options.webDist ?? defaultWebDist);

  // Accounts made before usernames had look-alike skeletons (migration 0007) get theirs.
  await services.users.fillMissingSkeletons();
  const firstAdmin = await ensureFirstAdmin(services.users, {
    username: config.adminUsername,
    password: config.adminPassword,
  });
  const digest = config.smtpUrl
    ? startDailyDigest({
        smtpUrl: config.smtpUrl,
        smtpFrom: config.smtpFrom,
        timeZone: config.orgTimeZone,
        createService: services.createDigest,
        log: server.log,
        ...(options.clock ? { clock: options.clock } : {}),
      })
    : undefined;
  // Added after the database's own hook, so run before it (onClose runs last-added first).
  services.safetyAlerts.setLog(server.log);
  server.addHook('onClose', async () => {
    digest?.stop();
    await digest?.startup;
    await services.safetyAlerts.idle();
    services.safetyAlerts.close();
  });
  return { server, db, firstAdmin, digest };
}

function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutCalendarSecret(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

function createServer(
  config: AppConfig,
  logger: boolean | undefined,
  timeouts: HttpTimeouts,
): FastifyInstance {
  const server = Fastify({
    ...httpTimeoutOptions(timeouts),
    clientErrorHandler: clientErrorHandler(config.corsOrigins.length > 0),
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // A calendar feed's URL holds its secret: logs show the path without it.
            serializers: { req: logRequest },
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    // Long ids reach the route's schema and get its 400 'invalid id', not a 404 for a route that exists.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    // plugins/closing.ts answers requests that arrive while draining, in our error shape.
    return503OnClosing: false,
    // A URL that cannot be decoded is refused before any hook runs: answer it in our shape, with our headers.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply
        .headers(jsonAnswerHeaders(config.corsOrigins.length > 0))
        .code(400)
        .send(errorBody(400, 'malformed-request', 'The request URL is malformed'));
    },
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(responseSerializerCompiler);
  return server;
}
