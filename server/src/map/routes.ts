/**
 * The map's GeoJSON: every signed-in person, each seeing the assets they may (accessScope). The answer is
 * sent as the text the service wrote (no serialiser between); the OpenAPI document describes its shape.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapAnswerSchema, mapQuerySchema } from '@harbour/contract';
import { currentUser } from '../plugins/access';
import type { MapService } from './service';

const GEO_JSON = 'application/geo+json';

export const mapRoutes: FastifyPluginAsyncZod<{ map: MapService }> = async (app, { map }) => {
  app.get(
    '/map/assets',
    {
      config: { access: 'signed-in', openapi: { writtenJson: { type: GEO_JSON, schema: mapAnswerSchema } } },
      schema: { querystring: mapQuerySchema },
    },
    async (request, reply) => {
      const answer = await map.assets(currentUser(request), request.query);
      return reply.type(GEO_JSON).send(answer);
    },
  );
};
