import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema, type PublicConfig } from '@harbour/contract';
import { pingDatabase, type Db } from '../db/database';
import { AppError } from '../errors';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; publicConfig: PublicConfig }> = async (
  app,
  { db, publicConfig },
) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthSchema } } },
    async (request) => {
      try {
        await pingDatabase(db);
      } catch (err) {
        request.log.error({ err }, 'database health check failed');
        throw new AppError(503, 'The database is not answering');
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
