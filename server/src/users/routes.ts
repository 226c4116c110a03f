import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUserSchema,
  idParamsSchema,
  MESSAGES,
  okSchema,
  updateUserSchema,
  userSchema,
  usersWithAssetsQuerySchema,
  userWithAssetsSchema,
} from '@harbour/contract';
import { currentUser } from '../plugins/access';
import { okBody } from '../plugins/error-handler';
import type { UsersService } from './service';
import type { AssignmentsService } from './assignments';

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  assignments: AssignmentsService;
}> = async (app, { users, assignments }) => {
  const admin = { access: 'admin' } as const;

  app.get('/admin/users', { config: admin, schema: { response: { 200: z.array(userSchema) } } }, () =>
    users.list(),
  );

  app.post(
    '/admin/create-user',
    {
      config: admin,
      schema: { body: createUserSchema, response: { 201: userSchema.extend(okSchema.shape) } },
    },
    async (request, reply) => {
      const user = await users.create(request.body, currentUser(request));
      return reply.code(201).send({ ...user, ...okBody(MESSAGES.userCreated) });
    },
  );

  app.put(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: userSchema.extend(okSchema.shape) },
      },
    },
    async (request) => ({
      ...(await users.update(currentUser(request), request.params.id, request.body)),
      ...okBody(MESSAGES.userUpdated),
    }),
  );

  app.delete(
    '/admin/users/:id',
    { config: admin, schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await users.remove(currentUser(request), request.params.id);
      return okBody(MESSAGES.userDeleted);
    },
  );

  app.get(
    '/admin/users-with-assets',
    {
      config: admin,
      schema: {
        description:
          'Called bare: every user with the assets they hold, as the original API answers. With `page`, `limit` (1-100, ' +
          'default 10) or `q` (a case-insensitive part of the username): one page of users, oldest account ' +
          'first, and the number of matching users in the X-Total-Count header.',
        querystring: usersWithAssetsQuerySchema,
        response: { 200: z.array(userWithAssetsSchema) },
      },
    },
    async (request, reply) => {
      // Bare, the whole array is the contract; page, limit or q ask for one page.
      if (Object.keys(request.query).length === 0) return assignments.usersWithAssets();
      const { rows, total } = await assignments.usersWithAssetsPage(request.query);
      void reply.header('x-total-count', String(total));
      return rows;
    },
  );
};
