/** Locations: every signed-in person reads the tree (pickers, filters); administrators arrange it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLocationSchema,
  idParamsSchema,
  locationListQuerySchema,
  locationSchema,
  mergeLocationSchema,
  okSchema,
  updateLocationSchema,
} from '@harbour/contract';
import { currentUser } from '../plugins/access';
import { okBody } from '../plugins/error-handler';
import type { LocationsService } from './service';

export const locationsRoutes: FastifyPluginAsyncZod<{ locations: LocationsService }> = async (
  app,
  { locations },
) => {
  const admin = { access: 'admin' } as const;
  const one = { 200: locationSchema };

  app.get(
    '/locations',
    {
      config: { access: 'signed-in' },
      schema: { querystring: locationListQuerySchema, response: { 200: z.array(locationSchema) } },
    },
    (request) => locations.list(request.query),
  );

  app.get(
    '/locations/:id',
    { config: { access: 'signed-in' }, schema: { params: idParamsSchema, response: one } },
    (request) => locations.get(request.params.id),
  );

  app.post(
    '/locations',
    { config: admin, schema: { body: createLocationSchema, response: { 201: locationSchema } } },
    async (request, reply) => reply.code(201).send(await locations.create(request.body)),
  );

  app.put(
    '/locations/:id',
    { config: admin, schema: { params: idParamsSchema, body: updateLocationSchema, response: one } },
    (request) => locations.update(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/locations/:id/merge',
    { config: admin, schema: { params: idParamsSchema, body: mergeLocationSchema, response: one } },
    (request) => locations.merge(currentUser(request), request.params.id, request.body.into),
  );

  app.delete(
    '/locations/:id',
    { config: admin, schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const location = await locations.remove(request.params.id);
      return okBody(`Location ${location.path} deleted`);
    },
  );
};
