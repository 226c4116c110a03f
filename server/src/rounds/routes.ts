import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetRoundSchema,
  idParamsSchema,
  markInputSchema,
  markResponseSchema,
  moveInputSchema,
  moveResponseSchema,
  roundInputSchema,
  roundItemSchema,
  roundItemsQuerySchema,
  roundListQuerySchema,
  roundPreviewQuerySchema,
  roundPreviewSchema,
  roundReportQuerySchema,
  roundSchema,
  roundUpdateSchema,
} from '@harbour/contract';
import { attachmentDisposition } from '../common/file-name';
import { csvDelimiter, sendCsv } from '../http/csv-download';
import { currentUser } from '../plugins/access';
import { countsOf, toAssetRoundDto, toRoundDto, toRoundItemDto } from './dto';
import type { AccountService } from '../account/service';
import { readerLanguage, translatorIn } from '../common/reader-language';
import { roundReportCsv, roundReportPdf, reportFileName, type ReportContext } from './report';
import { reportTranslations } from './report-messages';
import type { RoundsService } from './service';

/** The round's version as a weak validator: the live page asks with If-None-Match and gets 304 until a change. */
const versionTag = (version: number) => `W/"round-${version}"`;

export const roundsRoutes: FastifyPluginAsyncZod<{
  rounds: RoundsService;
  account: AccountService;
  report: Omit<ReportContext, 'words'>;
  /** ORGANISATION_LOCALE, which picks the report CSV's delimiter when the request names none. */
  locale: string;
}> = async (app, { rounds, account, report, locale }) => {
  app.get(
    '/rounds/preview',
    {
      config: { access: 'admin' },
      schema: { querystring: roundPreviewQuerySchema, response: { 200: roundPreviewSchema } },
    },
    async (request) => ({
      expected: await rounds.preview({
        locations: request.query.location ?? [],
        types: request.query.type ?? [],
      }),
    }),
  );

  app.post(
    '/rounds',
    {
      config: { access: 'admin', idempotent: true },
      schema: { body: roundInputSchema, response: { 201: roundSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(toRoundDto(await rounds.create(currentUser(request), request.body))),
  );

  app.get(
    '/rounds',
    {
      config: { access: 'signed-in' },
      schema: { querystring: roundListQuerySchema, response: { 200: z.array(roundSchema) } },
    },
    async (request, reply) => {
      const { rounds: views, total } = await rounds.list(currentUser(request), request.query);
      void reply.header('x-total-count', String(total));
      return views.map(toRoundDto);
    },
  );

  app.get(
    '/rounds/:id',
    {
      config: { access: 'signed-in' },
      schema: { params: idParamsSchema, response: { 200: roundSchema, 304: z.undefined() } },
    },
    async (request, reply) => {
      const view = await rounds.get(currentUser(request), request.params.id);
      const tag = versionTag(view.row.version);
      void reply.header('etag', tag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();
      return toRoundDto(view);
    },
  );

  app.put(
    '/rounds/:id',
    {
      config: { access: 'admin', idempotent: true },
      schema: { params: idParamsSchema, body: roundUpdateSchema, response: { 200: roundSchema } },
    },
    async (request) => toRoundDto(await rounds.update(currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/rounds/:id/items',
    {
      config: { access: 'signed-in' },
      schema: {
        params: idParamsSchema,
        querystring: roundItemsQuerySchema,
        response: { 200: z.array(roundItemSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await rounds.items(currentUser(request), request.params.id, request.query);
      void reply.header('x-total-count', String(total));
      return rows.map(toRoundItemDto);
    },
  );

  app.post(
    '/rounds/:id/marks',
    {
      config: { access: 'signed-in', idempotent: true, rateLimit: 'field-write' },
      schema: { params: idParamsSchema, body: markInputSchema, response: { 200: markResponseSchema } },
      // Before an Idempotency-Key resend is answered: one no longer assigned gets 404, not the stored answer.
      preHandler: async (request) => void (await rounds.get(currentUser(request), request.params.id)),
    },
    async (request) => {
      const { result, item, row } = await rounds.mark(currentUser(request), request.params.id, request.body);
      return { result, item: toRoundItemDto(item), counts: countsOf(row) };
    },
  );

  app.post(
    '/rounds/:id/moves',
    {
      config: { access: 'signed-in', idempotent: true, rateLimit: 'field-write' },
      schema: { params: idParamsSchema, body: moveInputSchema, response: { 200: moveResponseSchema } },
      // Before an Idempotency-Key resend is answered: one no longer assigned gets 404, not the stored answer.
      preHandler: async (request) => void (await rounds.get(currentUser(request), request.params.id)),
    },
    async (request) => {
      const { item, row } = await rounds.move(
        currentUser(request),
        request.params.id,
        request.body.assetId,
        request.body.occurredAt,
      );
      return { item: toRoundItemDto(item), counts: countsOf(row) };
    },
  );

  app.post(
    '/rounds/:id/finish',
    {
      config: { access: 'signed-in', idempotent: true },
      schema: { params: idParamsSchema, response: { 200: roundSchema } },
      // Before an Idempotency-Key resend is answered: one no longer assigned gets 404, not the stored answer.
      preHandler: async (request) => void (await rounds.get(currentUser(request), request.params.id)),
    },
    async (request) => toRoundDto(await rounds.finish(currentUser(request), request.params.id)),
  );

  app.get(
    '/rounds/:id/report',
    {
      config: { access: 'signed-in', openapi: { produces: ['application/pdf', 'text/csv'] } },
      schema: { params: idParamsSchema, querystring: roundReportQuerySchema },
    },
    async (request, reply) => {
      const data = await rounds.reportData(currentUser(request), request.params.id);
      const { format, delimiter } = request.query;
      if (format === 'csv')
        return sendCsv(
          reply,
          reportFileName(data, format),
          csvDelimiter(locale, delimiter),
          roundReportCsv(data),
        );
      // In the requester's language: their account's choice, else what their browser asks for.
      const { language } = await account.preferences(currentUser(request));
      const words = translatorIn(
        readerLanguage(language, request.headers['accept-language']),
        reportTranslations,
      );
      return reply
        .header('content-disposition', attachmentDisposition(reportFileName(data, format)))
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(await roundReportPdf(data, { ...report, words }));
    },
  );

  app.get(
    '/assets/:id/rounds',
    {
      config: { access: 'signed-in' },
      schema: { params: idParamsSchema, response: { 200: z.array(assetRoundSchema) } },
    },
    async (request) => (await rounds.forAsset(currentUser(request), request.params.id)).map(toAssetRoundDto),
  );
};
