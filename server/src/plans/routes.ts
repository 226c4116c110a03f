import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, okSchema, planInputSchema, planSchema } from '@harbour/contract';
import { okBody } from '../plugins/error-handler';
import { toPlanDto } from './dto';
import type { PlansService } from './service';

export const plansRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (app, { plans }) => {
  const admin = { access: 'admin' } as const;
  const adminWrite = { access: 'admin', idempotent: true } as const;

  app.get(
    '/admin/inspection-plans',
    { config: admin, schema: { response: { 200: z.array(planSchema) } } },
    async () => (await plans.list()).map(toPlanDto),
  );

  app.post(
    '/admin/inspection-plans',
    { config: adminWrite, schema: { body: planInputSchema, response: { 201: planSchema } } },
    async (request, reply) => reply.code(201).send(toPlanDto(await plans.create(request.body))),
  );

  app.put(
    '/admin/inspection-plans/:id',
    {
      config: adminWrite,
      schema: { params: idParamsSchema, body: planInputSchema, response: { 200: planSchema } },
    },
    async (request) => toPlanDto(await plans.update(request.params.id, request.body)),
  );

  app.delete(
    '/admin/inspection-plans/:id',
    { config: adminWrite, schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const plan = await plans.remove(request.params.id);
      return okBody(`Inspection plan '${plan.name}' deleted`);
    },
  );
};
