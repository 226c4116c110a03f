import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activitySchema, idParamsSchema, pageQuerySchema } from '@harbour/contract';
import type { HistoryService } from './service';

export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  app.get(
    '/assets/:id/history',
    {
      config: { access: 'signed-in' },
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(activitySchema) },
      },
    },
    async (request, reply) => {
      const { activities, total } = await history.forAsset(request.params.id, request.query);
      void reply.header('x-total-count', String(total));
      return activities;
    },
  );
};
