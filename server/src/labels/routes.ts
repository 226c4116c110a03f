import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  LABEL_TEMPLATES,
  labelsRequestSchema,
  okSchema,
  printerProfileInputSchema,
  printerProfileSchema,
} from '@harbour/contract';
import { attachmentDisposition } from '../documents/file-name';
import { requestOrigin } from '../http/request-origin';
import { okBody } from '../plugins/error-handler';
import type { PrinterProfilesService } from './printer-profiles-service';
import { toPrinterProfileDto } from './printer-profiles-service';
import type { LabelsService } from './service';

const templateParamsSchema = z.object({ id: z.string().max(50) });
const calibrationQuerySchema = z.object({ printerProfileId: idParamsSchema.shape.id.optional() });

export const labelsRoutes: FastifyPluginAsyncZod<{
  labels: LabelsService;
  printerProfiles: PrinterProfilesService;
}> = async (app, { labels, printerProfiles }) => {
  const admin = { access: 'admin' } as const;

  app.get('/admin/label-templates', { config: admin }, () => LABEL_TEMPLATES);

  app.get(
    '/admin/label-templates/:id/calibration',
    { config: admin, schema: { params: templateParamsSchema, querystring: calibrationQuerySchema } },
    async (request, reply) => {
      const { document, template } = await labels.calibration(
        request.params.id,
        request.query.printerProfileId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(`Calibration ${template.name}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(document);
    },
  );

  // Streamed as it is drawn: a thousand labels never sit in memory twice.
  app.post(
    '/admin/labels',
    { config: admin, schema: { body: labelsRequestSchema } },
    async (request, reply) => {
      const { document, count, template } = await labels.printAssets(request.body, requestOrigin(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(`Labels ${template.name} (${count}).pdf`))
        .header('cache-control', 'private, no-store')
        .header('x-label-count', String(count))
        .send(document);
    },
  );

  app.get(
    '/admin/printer-profiles',
    { config: admin, schema: { response: { 200: z.array(printerProfileSchema) } } },
    async () => (await printerProfiles.list()).map(toPrinterProfileDto),
  );

  app.post(
    '/admin/printer-profiles',
    { config: admin, schema: { body: printerProfileInputSchema, response: { 201: printerProfileSchema } } },
    async (request, reply) =>
      reply.code(201).send(toPrinterProfileDto(await printerProfiles.create(request.body))),
  );

  app.put(
    '/admin/printer-profiles/:id',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        body: printerProfileInputSchema,
        response: { 200: printerProfileSchema },
      },
    },
    async (request) => toPrinterProfileDto(await printerProfiles.update(request.params.id, request.body)),
  );

  app.delete(
    '/admin/printer-profiles/:id',
    { config: admin, schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await printerProfiles.remove(request.params.id);
      return okBody('Printer profile deleted');
    },
  );
};
