import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema, type PublicConfig } from '@harbour/contract';
import { pingDatabase, type Db } from '../db/database';
import { DatabaseUnavailableError, describeDatabaseError } from '../db/outage';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; publicConfig: PublicConfig }> = async (
  app,
  { db, publicConfig },
) => {
  // An idle PostgreSQL connection that drops is no request's error: it is logged here, once each.
  db.onConnectionError?.((error) =>
    app.log.warn({ db: describeDatabaseError(error) }, 'idle database connection lost'),
  );

  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthSchema } } },
    async (request) => {
      try {
        await pingDatabase(db);
      } catch (err) {
        request.log.warn({ db: describeDatabaseError(err) }, 'database health check failed');
        throw new DatabaseUnavailableError();
      }
      return { status: 'ok' as const, db: db.kind };
    },
  );

  app.get(
    '/config',
    { config: { access: 'public' }, schema: { response: { 200: publicConfigSchema } } },
    () => publicConfig,
  );
};
