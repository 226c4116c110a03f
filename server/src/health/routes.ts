import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema } from '@harbour/contract';
import type { HealthService } from './service';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthSchema } } },
    (request) => health.check(request.log),
  );

  app.get(
    '/config',
    { config: { access: 'public' }, schema: { response: { 200: publicConfigSchema } } },
    () => health.publicConfig(),
  );
};
