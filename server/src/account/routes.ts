import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordResponseSchema, changePasswordSchema, preferencesSchema } from '@harbour/contract';
import { currentUser } from '../plugins/access';
import { okBody } from '../plugins/error-handler';
import type { AccountService } from './service';

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.post(
    '/me/password',
    {
      config: { access: 'signed-in', personal: true },
      schema: { body: changePasswordSchema, response: { 200: changePasswordResponseSchema } },
    },
    async (request) => {
      const { token, message } = await account.changePassword(currentUser(request), request.body, request.ip);
      return { token, ...okBody(message) };
    },
  );

  app.get(
    '/me/preferences',
    {
      config: { access: 'signed-in', personal: true },
      schema: { response: { 200: preferencesSchema } },
    },
    async (request) => account.preferences(currentUser(request)),
  );

  app.put(
    '/me/preferences',
    {
      config: { access: 'signed-in', personal: true },
      schema: { body: preferencesSchema, response: { 200: preferencesSchema } },
    },
    async (request) => account.savePreferences(currentUser(request), request.body),
  );
};
