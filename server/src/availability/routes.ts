/** Availability over a period: administrators read the figures, download them as CSV or a PDF report. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityQuerySchema, availabilityReportSchema } from '@harbour/contract';
import { csvDelimiter, sendCsv } from '../http/csv-download';
import type { AvailabilityService } from './service';
import { availabilityCsv } from './csv';

/** A download's name: the period's first and last day. */
const fileName = (query: { from: string; to: string }, extension: string) =>
  `availability ${query.from.slice(0, 10)} ${query.to.slice(0, 10)}.${extension}`;

export const availabilityRoutes: FastifyPluginAsyncZod<{
  availability: AvailabilityService;
  locale: string;
}> = async (app, { availability, locale }) => {
  app.get(
    '/availability',
    {
      config: { access: 'admin', openapi: { produces: ['application/json', 'text/csv'] } },
      schema: { querystring: availabilityQuerySchema, response: { 200: availabilityReportSchema } },
    },
    async (request, reply) => {
      const { format, delimiter, ...query } = request.query;
      if (format !== 'csv') return availability.report(query);
      return sendCsv(
        reply,
        fileName(query, 'csv'),
        csvDelimiter(locale, delimiter),
        availabilityCsv(availability.everyAsset(query)),
      );
    },
  );
};
