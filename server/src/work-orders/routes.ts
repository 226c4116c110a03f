/**
 * Work orders: administrators make, edit, cancel and reopen them; their assignees (and administrators)
 * read them, log labour and parts and complete them. Anyone else gets 404, as for a work order that does
 * not exist.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  workOrderCompleteInputSchema,
  workOrderCreateSchema,
  workOrderLabourInputSchema,
  workOrderListQuerySchema,
  workOrderPartInputSchema,
  workOrderSchema,
  workOrderUpdateSchema,
} from '@harbour/contract';
import { attachmentDisposition } from '../common/file-name';
import { readerLanguage, translatorIn } from '../common/reader-language';
import type { AccountService } from '../account/service';
import { currentUser } from '../plugins/access';
import { toWorkOrderDto } from './dto';
import { jobCardPdf } from './job-card';
import { jobCardTranslations } from './job-card-messages';
import { readWorkOrderPhotos, WORK_ORDER_PHOTO_FORM_LIMITS } from './photo-form';
import type { WorkOrdersService } from './service';

interface WorkOrdersRouteOptions {
  workOrders: WorkOrdersService;
  account: AccountService;
  jobCard: { orgName: string; timeZone: string };
}

export const workOrdersRoutes: FastifyPluginAsyncZod<WorkOrdersRouteOptions> = async (
  app,
  { workOrders, account, jobCard },
) => {
  const one = { 200: workOrderSchema };
  /** A field write of an assignee: queued offline and sent again, so idempotent and rate limited as such. */
  const fieldWrite = { access: 'signed-in', idempotent: true, rateLimit: 'field-write' } as const;

  app.get(
    '/work-orders',
    {
      config: { access: 'signed-in' },
      schema: { querystring: workOrderListQuerySchema, response: { 200: z.array(workOrderSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await workOrders.list(currentUser(request), request.query);
      void reply.header('x-total-count', String(total));
      return rows.map(toWorkOrderDto);
    },
  );

  app.get(
    '/work-orders/:id',
    { config: { access: 'signed-in' }, schema: { params: idParamsSchema, response: one } },
    async (request) => toWorkOrderDto(await workOrders.get(currentUser(request), request.params.id)),
  );

  app.post(
    '/work-orders',
    {
      config: { access: 'admin' },
      schema: { body: workOrderCreateSchema, response: { 201: workOrderSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(toWorkOrderDto(await workOrders.create(currentUser(request), request.body))),
  );

  app.put(
    '/work-orders/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: workOrderUpdateSchema, response: one },
    },
    async (request) =>
      toWorkOrderDto(await workOrders.update(currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/work-orders/:id/labour',
    {
      config: fieldWrite,
      schema: {
        params: idParamsSchema,
        body: workOrderLabourInputSchema,
        response: { 201: workOrderSchema },
      },
      // Before an Idempotency-Key resend is answered: one no longer assigned gets 404, not the stored answer.
      preHandler: async (request) => workOrders.assertMayWork(currentUser(request), request.params.id),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          toWorkOrderDto(await workOrders.addLabour(currentUser(request), request.params.id, request.body)),
        ),
  );

  app.post(
    '/work-orders/:id/parts',
    {
      config: fieldWrite,
      schema: { params: idParamsSchema, body: workOrderPartInputSchema, response: { 201: workOrderSchema } },
      // Before an Idempotency-Key resend is answered: one no longer assigned gets 404, not the stored answer.
      preHandler: async (request) => workOrders.assertMayWork(currentUser(request), request.params.id),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          toWorkOrderDto(await workOrders.addPart(currentUser(request), request.params.id, request.body)),
        ),
  );

  app.post(
    '/work-orders/:id/complete',
    {
      config: fieldWrite,
      schema: { params: idParamsSchema, body: workOrderCompleteInputSchema, response: one },
      // Before an Idempotency-Key resend is answered: one no longer assigned gets 404, not the stored answer.
      preHandler: async (request) => workOrders.assertMayWork(currentUser(request), request.params.id),
    },
    async (request) =>
      toWorkOrderDto(await workOrders.complete(currentUser(request), request.params.id, request.body)),
  );

  // Photos alone, as multipart like an inspection's: never queued in a batch of JSON field writes.
  app.post(
    '/work-orders/:id/photos',
    {
      config: { ...fieldWrite, multipartOptions: WORK_ORDER_PHOTO_FORM_LIMITS },
      schema: { params: idParamsSchema, response: { 201: workOrderSchema } },
      // Before the form is read: one not assigned gets 404 and costs the server no memory for the photos.
      preHandler: async (request) => workOrders.assertMayWork(currentUser(request), request.params.id),
    },
    async (request, reply) => {
      const { kind, photos } = await readWorkOrderPhotos(request);
      const order = await workOrders.addPhotos(currentUser(request), request.params.id, kind, photos);
      return reply.code(201).send(toWorkOrderDto(order));
    },
  );

  app.get(
    '/work-orders/:id/job-card.pdf',
    {
      config: { access: 'signed-in', openapi: { produces: ['application/pdf'] } },
      schema: { params: idParamsSchema },
    },
    async (request, reply) => {
      const card = await workOrders.jobCard(currentUser(request), request.params.id);
      // In the reader's language: their account's choice, else what their browser asks for.
      const { language } = await account.preferences(currentUser(request));
      const words = translatorIn(
        readerLanguage(language, request.headers['accept-language']),
        jobCardTranslations,
      );
      const dto = toWorkOrderDto(card.details);
      return reply
        .header('content-disposition', attachmentDisposition(`${dto.number}.pdf`))
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(await jobCardPdf(dto, card.images, { ...jobCard, words }));
    },
  );
};
