/** Asset types: administrators manage them; every signed-in person reads them (screens show field labels). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetTypeSchema,
  createAssetTypeSchema,
  idParamsSchema,
  okSchema,
  updateAssetTypeSchema,
} from '@harbour/contract';
import { currentUser } from '../plugins/access';
import { okBody } from '../plugins/error-handler';
import type { AssetTypesService } from './service';

export const assetTypesRoutes: FastifyPluginAsyncZod<{ assetTypes: AssetTypesService }> = async (
  app,
  { assetTypes },
) => {
  const admin = { access: 'admin' } as const;
  const list = { response: { 200: z.array(assetTypeSchema) } };

  app.get('/asset-types', { config: { access: 'signed-in' }, schema: list }, () => assetTypes.list());

  app.get('/admin/asset-types', { config: admin, schema: list }, () => assetTypes.list());

  app.post(
    '/admin/asset-types',
    { config: admin, schema: { body: createAssetTypeSchema, response: { 201: assetTypeSchema } } },
    async (request, reply) => reply.code(201).send(await assetTypes.create(request.body)),
  );

  app.put(
    '/admin/asset-types/:id',
    {
      config: admin,
      schema: { params: idParamsSchema, body: updateAssetTypeSchema, response: { 200: assetTypeSchema } },
    },
    (request) => assetTypes.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/asset-types/:id',
    { config: admin, schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const type = await assetTypes.remove(request.params.id);
      return okBody(`Asset type ${type.name} deleted`);
    },
  );
};
