import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assetInspectionsSchema, idParamsSchema, inspectionSchema, pageQuerySchema } from '@harbour/contract';
import { currentUser } from '../plugins/access';
import { toInspectionDto } from '../common/inspection-dto';
import { INSPECTION_FORM_LIMITS, readInspectionForm } from './inspection-form';
import type { InspectionsService } from './service';

export const inspectionsRoutes: FastifyPluginAsyncZod<{ inspections: InspectionsService }> = async (
  app,
  { inspections },
) => {
  app.get(
    '/assets/:id/inspections',
    {
      config: { access: 'signed-in' },
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema.pick({ page: true }),
        response: { 200: assetInspectionsSchema },
      },
    },
    async (request, reply) => {
      const { due, history } = await inspections.forAsset(
        currentUser(request),
        request.params.id,
        request.query.page,
      );
      void reply.header('x-total-count', String(history.total));
      return { due, history: history.rows.map(toInspectionDto) };
    },
  );

  // Any signed-in user: the crew who scan an asset are the ones who inspect it.
  app.post(
    '/assets/:id/inspections',
    {
      config: {
        access: 'signed-in',
        idempotent: true,
        rateLimit: 'field-write',
        multipartOptions: INSPECTION_FORM_LIMITS,
      },
      schema: { params: idParamsSchema, response: { 201: inspectionSchema } },
      // The asset first: an unknown one is a 404 before any of the form is read.
      preHandler: async (request) => inspections.assertAssetExists(request.params.id),
    },
    async (request, reply) => {
      const { input, photos } = await readInspectionForm(request, (input) =>
        inspections.assertPlanApplies(request.params.id, input.planId),
      );
      const inspection = await inspections.record(currentUser(request), request.params.id, input, photos);
      return reply.code(201).send(toInspectionDto(inspection));
    },
  );
};
