import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify';
import { complianceQuerySchema, type ExportName } from '@harbour/contract';
import { guardCell } from '../common/formula-guard';
import { attachmentDisposition } from '../common/file-name';
import { requestOrigin } from '../http/request-origin';
import { currentUser } from '../plugins/access';
import type { ExportService } from './service';

/** Streams rows as CSV: formula-looking cells guarded, read on as the client takes them (backpressure). */
function sendCsv(reply: FastifyReply, name: ExportName, rows: AsyncIterable<readonly string[]>) {
  const day = new Date().toISOString().slice(0, 10);
  const csv = stringify({ cast: { string: guardCell }, record_delimiter: 'windows' });
  // The export is a read: a failure half-way ends the download; the client sees a cut-short file.
  Readable.from(rows).pipe(csv);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`${name}-${day}.csv`))
    .header('cache-control', 'private, no-store')
    .send(csv);
}

export const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportService }> = async (app, { exports }) => {
  const admin = { access: 'admin' as const, openapi: { produces: ['text/csv'] } };

  app.get('/admin/export/assets.csv', { config: admin }, (request, reply) =>
    sendCsv(reply, 'assets', exports.assets(requestOrigin(request))),
  );

  app.get('/admin/export/activity.csv', { config: admin }, (_request, reply) =>
    sendCsv(reply, 'activity', exports.activity()),
  );

  app.get('/admin/export/inspections.csv', { config: admin }, (_request, reply) =>
    sendCsv(reply, 'inspections', exports.inspections()),
  );

  app.get(
    '/admin/export/compliance.csv',
    {
      config: admin,
      schema: { querystring: complianceQuerySchema.omit({ page: true, limit: true }) },
    },
    (request, reply) => sendCsv(reply, 'compliance', exports.compliance(request.query, currentUser(request))),
  );
};
