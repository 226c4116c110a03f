import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUserSchema,
  idParamsSchema,
  MESSAGES,
  okSchema,
  updateUserSchema,
  userSchema,
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
      const user = await users.create(request.body);
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
    { config: admin, schema: { response: { 200: z.array(userWithAssetsSchema) } } },
    () => assignments.usersWithAssets(),
  );
};
