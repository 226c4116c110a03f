import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetFieldsSchema,
  backOnStationSchema,
  assetListQuerySchema,
  assetSchema,
  FIELD_FILTER_PREFIX,
  fieldValueSchema,
  idParamsSchema,
  MESSAGES,
  okSchema,
  scanRequestSchema,
} from '@harbour/contract';
import { processImageUpload } from '../common/images';
import { readFormBody } from '../http/form-body';
import { requestOrigin } from '../http/request-origin';
import { currentUser } from '../plugins/access';
import { okBody } from '../plugins/error-handler';
import type { QrSettings } from '../common/qr-payload';
import { toAssetDto } from '../common/asset-dto';
import { parseAssetForm } from '../common/asset-form';
import type { AssetsService } from './service';

/** Values of the asset type's fields by key, as the OpenAPI document describes them. */
const fieldValuesInput = z
  .record(z.string(), fieldValueSchema.nullable())
  .describe(
    "Values of the asset type's fields by key; only the keys sent change, null or '' clears. In multipart: one `fields.<key>` entry per value.",
  );

/** The asset form as the OpenAPI document describes it: multipart with an optional image, or JSON. */
const assetForm = {
  fields: assetFieldsSchema.extend({ fields: fieldValuesInput.optional() }),
  file: 'assetImage',
  json: true,
};

export const assetsRoutes: FastifyPluginAsyncZod<{ assets: AssetsService; qr: QrSettings }> = async (
  app,
  { assets, qr },
) => {
  const readForm = async (request: FastifyRequest) => {
    const { fields, file } = await readFormBody(request, 'assetImage');
    return { fields: parseAssetForm(fields), image: file ? await processImageUpload(file) : undefined };
  };

  app.get(
    '/assets',
    {
      config: { access: 'signed-in' },
      schema: { querystring: assetListQuerySchema, response: { 200: z.array(assetSchema) } },
    },
    async (request, reply) => {
      // With no query the whole array is the contract; any parameter the list knows pages it.
      const paged = Object.keys(request.query).some(
        (key) => key in assetListQuerySchema.shape || key.startsWith(FIELD_FILTER_PREFIX),
      );
      const { rows, total } = !paged
        ? await assets.listAll().then((all) => ({ rows: all, total: all.length }))
        : await assets.listPage(currentUser(request), request.query);
      void reply.header('x-total-count', String(total));
      return rows.map((row) => toAssetDto(row, qr, requestOrigin(request)));
    },
  );

  app.get(
    '/assets/:id',
    { config: { access: 'signed-in' }, schema: { params: idParamsSchema, response: { 200: assetSchema } } },
    async (request) => toAssetDto(await assets.get(request.params.id), qr, requestOrigin(request)),
  );

  app.post(
    '/assets',
    {
      config: { access: 'admin', openapi: { form: assetForm } },
      schema: { response: { 201: assetSchema.extend(okSchema.shape) } },
    },
    async (request, reply) => {
      const { fields, image } = await readForm(request);
      const row = await assets.create(currentUser(request), fields, image);
      return reply
        .code(201)
        .send({ ...toAssetDto(row, qr, requestOrigin(request)), ...okBody(MESSAGES.assetAdded) });
    },
  );

  app.put(
    '/assets/:id',
    {
      config: { access: 'admin', openapi: { form: assetForm } },
      schema: { params: idParamsSchema, response: { 200: assetSchema.extend(okSchema.shape) } },
    },
    async (request) => {
      const { fields, image } = await readForm(request);
      const row = await assets.update(currentUser(request), request.params.id, fields, image);
      return { ...toAssetDto(row, qr, requestOrigin(request)), ...okBody(MESSAGES.assetUpdated) };
    },
  );

  app.delete(
    '/assets/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await assets.remove(currentUser(request), request.params.id);
      return okBody(MESSAGES.assetDeleted);
    },
  );

  app.post(
    '/assets/scan',
    {
      config: { access: 'signed-in', rateLimit: 'field-write' },
      schema: { body: scanRequestSchema, response: { 201: okSchema.extend({ asset: assetSchema }) } },
    },
    async (request, reply) => {
      const row = await assets.recordScan(
        currentUser(request),
        request.body.assetId,
        request.body.scanLocation,
        request.body.occurredAt,
        request.body.position,
      );
      return reply
        .code(201)
        .send({ ...okBody('Scan recorded'), asset: toAssetDto(row, qr, requestOrigin(request)) });
    },
  );

  app.post(
    '/assets/:id/back-on-station',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: backOnStationSchema, response: { 200: assetSchema } },
    },
    async (request) =>
      toAssetDto(
        await assets.backOnStation(currentUser(request), request.params.id, request.body.note),
        qr,
        requestOrigin(request),
      ),
  );
};
