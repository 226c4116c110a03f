import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema } from '@harbour/contract';
import type { AuthService } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    (request) => auth.login(request.body, request.ip),
  );
};
