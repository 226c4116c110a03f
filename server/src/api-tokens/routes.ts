import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenInputSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  idParamsSchema,
  okSchema,
} from '@harbour/contract';
import { currentUser } from '../plugins/access';
import { okBody } from '../plugins/error-handler';
import { toApiTokenDto, type ApiTokensService } from './service';

export const apiTokensRoutes: FastifyPluginAsyncZod<{ apiTokens: ApiTokensService }> = async (
  app,
  { apiTokens },
) => {
  app.get(
    '/admin/api-tokens',
    { config: { access: 'admin' }, schema: { response: { 200: z.array(apiTokenSchema) } } },
    async () => (await apiTokens.list()).map(toApiTokenDto),
  );

  app.post(
    '/admin/api-tokens',
    {
      // Not idempotent: a replayed answer would have to be stored, and this answer holds the secret.
      config: { access: 'admin', idempotent: false },
      schema: { body: apiTokenInputSchema, response: { 201: createdApiTokenSchema } },
    },
    async (request, reply) => {
      const { row, secret } = await apiTokens.create(currentUser(request), request.body);
      const message = `API token '${row.name}' created. Copy it now: it is not shown again.`;
      return reply.code(201).send({ ...toApiTokenDto(row), secret, ...okBody(message) });
    },
  );

  app.delete(
    '/admin/api-tokens/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await apiTokens.revoke(request.params.id);
      return okBody('API token revoked');
    },
  );
};
