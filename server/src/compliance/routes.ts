import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetComplianceSchema,
  complianceQuerySchema,
  dueItemSchema,
  idParamsSchema,
} from '@harbour/contract';
import { currentUser } from '../plugins/access';
import type { ComplianceService } from './service';

export const complianceRoutes: FastifyPluginAsyncZod<{ compliance: ComplianceService }> = async (
  app,
  { compliance },
) => {
  app.get(
    '/assets/:id/compliance',
    {
      config: { access: 'signed-in' },
      schema: { params: idParamsSchema, response: { 200: assetComplianceSchema } },
    },
    (request) => compliance.forAsset(request.params.id),
  );

  app.get(
    '/compliance',
    {
      config: { access: 'signed-in' },
      schema: { querystring: complianceQuerySchema, response: { 200: z.array(dueItemSchema) } },
    },
    async (request, reply) => {
      const { items, total } = await compliance.list(request.query, currentUser(request));
      void reply.header('x-total-count', String(total));
      return items;
    },
  );
};
