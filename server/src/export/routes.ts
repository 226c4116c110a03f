import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { complianceQuerySchema, exportQuerySchema, type ExportName } from '@harbour/contract';
import { csvDelimiter, sendCsv, type CsvDelimiter } from '../http/csv-download';
import { requestOrigin } from '../http/request-origin';
import { currentUser } from '../plugins/access';
import type { ExportService } from './service';

/** An export downloads under its name and the day it was made. */
const fileName = (name: ExportName) => `${name}-${new Date().toISOString().slice(0, 10)}.csv`;

export const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportService; locale: string }> = async (
  app,
  { exports, locale },
) => {
  const admin = { access: 'admin' as const, openapi: { produces: ['text/csv'] } };
  const schema = { querystring: exportQuerySchema };
  const delimiterOf = (query: { delimiter?: CsvDelimiter | undefined }) =>
    csvDelimiter(locale, query.delimiter);

  app.get('/admin/export/assets.csv', { config: admin, schema }, (request, reply) =>
    sendCsv(reply, fileName('assets'), delimiterOf(request.query), exports.assets(requestOrigin(request))),
  );

  app.get('/admin/export/activity.csv', { config: admin, schema }, (request, reply) =>
    sendCsv(reply, fileName('activity'), delimiterOf(request.query), exports.activity()),
  );

  app.get('/admin/export/inspections.csv', { config: admin, schema }, (request, reply) =>
    sendCsv(reply, fileName('inspections'), delimiterOf(request.query), exports.inspections()),
  );

  app.get(
    '/admin/export/compliance.csv',
    {
      config: admin,
      schema: {
        querystring: complianceQuerySchema.omit({ page: true, limit: true }).extend(exportQuerySchema.shape),
      },
    },
    (request, reply) => {
      const { delimiter, ...filters } = request.query;
      return sendCsv(
        reply,
        fileName('compliance'),
        delimiterOf({ delimiter }),
        exports.compliance(filters, currentUser(request)),
      );
    },
  );
};
