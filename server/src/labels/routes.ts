import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  labelCodeListQuerySchema,
  labelCodeParamsSchema,
  labelCodeSchema,
  labelCodesRequestSchema,
  LABEL_TEMPLATES,
  labelTemplateSchema,
  linkCodeSchema,
  labelsRequestSchema,
  okSchema,
  printerProfileInputSchema,
  printerProfileSchema,
} from '@harbour/contract';
import { attachmentDisposition } from '../common/file-name';
import { requestOrigin } from '../http/request-origin';
import { currentUser } from '../plugins/access';
import { okBody } from '../plugins/error-handler';
import { toLabelCodeDto, type LabelCodesService } from './codes-service';
import type { PrinterProfilesService } from './printer-profiles-service';
import { toPrinterProfileDto } from './printer-profiles-service';
import type { LabelsService } from './service';

const templateParamsSchema = z.object({ id: z.string().max(50) });
const calibrationQuerySchema = z.object({ printerProfileId: idParamsSchema.shape.id.optional() });

export const labelsRoutes: FastifyPluginAsyncZod<{
  labels: LabelsService;
  printerProfiles: PrinterProfilesService;
  codes: LabelCodesService;
}> = async (app, { labels, printerProfiles, codes }) => {
  const admin = { access: 'admin' } as const;
  const pdfAnswer = { ...admin, openapi: { produces: ['application/pdf'] } };

  app.get(
    '/admin/label-templates',
    { config: admin, schema: { response: { 200: z.array(labelTemplateSchema) } } },
    () => [...LABEL_TEMPLATES],
  );

  app.get(
    '/admin/label-templates/:id/calibration',
    { config: pdfAnswer, schema: { params: templateParamsSchema, querystring: calibrationQuerySchema } },
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
    { config: pdfAnswer, schema: { body: labelsRequestSchema } },
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

  app.post(
    '/admin/label-codes',
    { config: pdfAnswer, schema: { body: labelCodesRequestSchema } },
    async (request, reply) => {
      const batch = await codes.createBatch(currentUser(request), request.body, requestOrigin(request));
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          attachmentDisposition(`Blank labels ${batch.template.name} (${batch.codes.length}).pdf`),
        )
        .header('cache-control', 'private, no-store')
        .header('x-label-codes', batch.codes.join(','))
        .send(batch.document);
    },
  );

  app.get(
    '/admin/label-codes',
    {
      config: admin,
      schema: { querystring: labelCodeListQuerySchema, response: { 200: z.array(labelCodeSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await codes.list(request.query.state, request.query.page, request.query.limit);
      void reply.header('x-total-count', String(total));
      return rows.map(toLabelCodeDto);
    },
  );

  // Any signed-in user: the scanner asks what a label opens.
  app.get(
    '/label-codes/:code',
    {
      config: { access: 'signed-in' },
      schema: { params: labelCodeParamsSchema, response: { 200: labelCodeSchema } },
    },
    async (request) => toLabelCodeDto(await codes.resolve(request.params.code)),
  );

  app.post(
    '/label-codes/:code/link',
    {
      config: admin,
      schema: { params: labelCodeParamsSchema, body: linkCodeSchema, response: { 200: labelCodeSchema } },
    },
    async (request) =>
      toLabelCodeDto(
        await codes.link(
          currentUser(request),
          request.params.code,
          request.body.assetId,
          request.body.retireOthers,
        ),
      ),
  );

  app.post(
    '/label-codes/:code/retire',
    { config: admin, schema: { params: labelCodeParamsSchema, response: { 200: labelCodeSchema } } },
    async (request) => toLabelCodeDto(await codes.retire(currentUser(request), request.params.code)),
  );
};
