import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDefectSchema,
  defectListQuerySchema,
  defectSchema,
  idParamsSchema,
  triageDefectSchema,
} from '@harbour/contract';
import { currentUser } from '../plugins/access';
import { DEFECT_FORM_LIMITS, readDefectForm } from './defect-form';
import type { DefectsService } from './service';

export const defectsRoutes: FastifyPluginAsyncZod<{ defects: DefectsService }> = async (app, { defects }) => {
  // Any signed-in user, on any asset they can look up by a scan: the crew who find a fault report it.
  app.post(
    '/assets/:id/defects',
    {
      config: {
        access: 'signed-in',
        idempotent: true,
        rateLimit: 'field-write',
        multipartOptions: DEFECT_FORM_LIMITS,
      },
      schema: { params: idParamsSchema, response: { 201: defectSchema } },
      // The asset first: an unknown one is a 404 before any of the form is read.
      preHandler: async (request) => defects.assertAssetExists(request.params.id),
    },
    async (request, reply) => {
      const { input, photos } = await readDefectForm(request, createDefectSchema);
      const defect = await defects.create(currentUser(request), request.params.id, input, photos);
      return reply.code(201).send(defect);
    },
  );

  // An administrator: every defect; anyone else: those they reported and those on assets they hold.
  app.get(
    '/defects',
    {
      config: { access: 'signed-in' },
      schema: { querystring: defectListQuerySchema, response: { 200: z.array(defectSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await defects.list(currentUser(request), request.query);
      void reply.header('x-total-count', String(total));
      return rows;
    },
  );

  app.get(
    '/defects/:id',
    {
      config: { access: 'signed-in' },
      schema: { params: idParamsSchema, response: { 200: defectSchema } },
    },
    async (request) => defects.get(currentUser(request), request.params.id),
  );

  app.put(
    '/defects/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: triageDefectSchema, response: { 200: defectSchema } },
    },
    async (request) => defects.triage(currentUser(request), request.params.id, request.body),
  );
};
