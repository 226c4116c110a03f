/** The map's GeoJSON: every signed-in person, each seeing the assets they may (accessScope). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapAnswerSchema, mapQuerySchema } from '@harbour/contract';
import { currentUser } from '../plugins/access';
import type { MapService } from './service';

export const mapRoutes: FastifyPluginAsyncZod<{ map: MapService }> = async (app, { map }) => {
  app.get(
    '/map/assets',
    {
      config: { access: 'signed-in' },
      schema: { querystring: mapQuerySchema, response: { 200: mapAnswerSchema } },
    },
    async (request, reply) => {
      const answer = await map.assets(currentUser(request), request.query);
      return reply.type('application/geo+json').send(answer);
    },
  );
};
