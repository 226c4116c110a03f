import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetListQuerySchema,
  assetSchema,
  idParamsSchema,
  okSchema,
  scanRequestSchema,
} from '@harbour/contract';
import { processImageUpload } from '../files/images';
import { currentUser } from '../plugins/access';
import { okBody } from '../plugins/error-handler';
import type { QrSettings } from '../qr/payload';
import { toAssetDto } from './dto';
import { readAssetForm } from './form';
import type { AssetRow } from './repository';
import type { AssetsService } from './service';

export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const assetsRoutes: FastifyPluginAsyncZod<{ assets: AssetsService; qr: QrSettings }> = async (
  app,
  { assets, qr },
) => {
  const present = (request: FastifyRequest, row: AssetRow) => toAssetDto(row, qr, requestOrigin(request));

  const readForm = async (request: FastifyRequest) => {
    const { fields, image } = await readAssetForm(request);
    return { fields, image: image ? await processImageUpload(image) : undefined };
  };

  app.get(
    '/assets',
    {
      config: { access: 'signed-in' },
      schema: { querystring: assetListQuerySchema, response: { 200: z.array(assetSchema) } },
    },
    async (request, reply) => {
      // With no query the whole array is the contract (SPEC.md section 7); any parameter pages it.
      const { rows, total } =
        Object.keys(request.query).length === 0
          ? await assets.listAll().then((all) => ({ rows: all, total: all.length }))
          : await assets.listPage(request.query);
      void reply.header('x-total-count', String(total));
      return rows.map((row) => present(request, row));
    },
  );

  app.get(
    '/assets/:id',
    { config: { access: 'signed-in' }, schema: { params: idParamsSchema, response: { 200: assetSchema } } },
    async (request) => present(request, await assets.get(request.params.id)),
  );

  app.post(
    '/assets',
    { config: { access: 'admin' }, schema: { response: { 201: assetSchema.extend(okSchema.shape) } } },
    async (request, reply) => {
      const { fields, image } = await readForm(request);
      const row = await assets.create(currentUser(request), fields, image);
      return reply.code(201).send({ ...present(request, row), ...okBody('Asset added successfully') });
    },
  );

  app.put(
    '/assets/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: assetSchema.extend(okSchema.shape) } },
    },
    async (request) => {
      const { fields, image } = await readForm(request);
      const row = await assets.update(currentUser(request), request.params.id, fields, image);
      return { ...present(request, row), ...okBody('Asset updated successfully') };
    },
  );

  app.delete(
    '/assets/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await assets.remove(currentUser(request), request.params.id);
      return okBody('Asset deleted successfully');
    },
  );

  app.post(
    '/assets/scan',
    {
      config: { access: 'signed-in' },
      schema: { body: scanRequestSchema, response: { 201: okSchema.extend({ asset: assetSchema }) } },
    },
    async (request, reply) => {
      const row = await assets.recordScan(
        currentUser(request),
        request.body.assetId,
        request.body.scanLocation,
      );
      return reply.code(201).send({ ...okBody('Scan recorded'), asset: present(request, row) });
    },
  );
};
