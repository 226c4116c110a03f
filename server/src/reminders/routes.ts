import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema } from '@harbour/contract';
import { NotFoundError } from '../errors';
import { requestOrigin } from '../http/request-origin';
import { currentUser } from '../plugins/access';
import { CALENDAR_FILE } from './calendar-secret';
import type { CalendarService } from './calendar-service';

export const remindersRoutes: FastifyPluginAsyncZod<{
  calendar: CalendarService;
  publicUrl: string | undefined;
}> = async (app, { calendar, publicUrl }) => {
  const origin = (request: Parameters<typeof requestOrigin>[0]) => publicUrl ?? requestOrigin(request);

  app.get(
    '/me/calendar',
    { config: { access: 'signed-in', personal: true }, schema: { response: { 200: calendarFeedSchema } } },
    async (request) => ({ url: `${origin(request)}${await calendar.feedPathFor(currentUser(request))}` }),
  );

  app.post(
    '/me/calendar/reset',
    {
      config: { access: 'signed-in', personal: true, idempotent: true },
      schema: { response: { 200: calendarFeedSchema } },
    },
    async (request) => ({ url: `${origin(request)}${await calendar.reset(currentUser(request))}` }),
  );

  // Public: the secret in the URL is the credential (calendar apps send no token).
  app.get(
    '/calendar/:file',
    {
      config: { access: 'public', openapi: { produces: ['text/calendar'] } },
      schema: { params: z.object({ file: z.string() }) },
    },
    async (request, reply) => {
      const secret = CALENDAR_FILE.exec(request.params.file)?.[1];
      if (!secret) throw new NotFoundError('calendar-feed-not-found', 'No such calendar feed');
      const ics = await calendar.feed(secret, origin(request));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(ics);
    },
  );
};
