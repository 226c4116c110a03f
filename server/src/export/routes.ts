import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify';
import {
  complianceQuerySchema,
  CSV_DELIMITERS,
  exportQuerySchema,
  usesDecimalComma,
  type ExportName,
} from '@harbour/contract';
import { guardCell } from '../common/formula-guard';
import { attachmentDisposition } from '../common/file-name';
import { requestOrigin } from '../http/request-origin';
import { currentUser } from '../plugins/access';
import type { ExportService } from './service';

type Delimiter = keyof typeof CSV_DELIMITERS;

/**
 * Streams rows as CSV as every spreadsheet and csv module reads it (RFC 4180): a UTF-8 byte order mark
 * (Excel reads UTF-8 only with it), CRLF between records, and quotes around any field holding the
 * delimiter, a quote, a CR or an LF (csv-stringify alone quotes a bare LF only when it is the record
 * delimiter). Formula-looking cells are guarded; rows are read on as the client takes them.
 */
function sendCsv(
  reply: FastifyReply,
  name: ExportName,
  delimiter: Delimiter,
  rows: AsyncIterable<readonly string[]>,
) {
  const day = new Date().toISOString().slice(0, 10);
  const csv = stringify({
    bom: true,
    delimiter: CSV_DELIMITERS[delimiter],
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { string: guardCell },
  });
  // The export is a read: a failure half-way ends the download; the client sees a cut-short file.
  Readable.from(rows).pipe(csv);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`${name}-${day}.csv`))
    .header('cache-control', 'private, no-store')
    .send(csv);
}

export const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportService; locale: string }> = async (
  app,
  { exports, locale },
) => {
  const admin = { access: 'admin' as const, openapi: { produces: ['text/csv'] } };
  const schema = { querystring: exportQuerySchema };
  const localDelimiter: Delimiter = usesDecimalComma(locale) ? 'semicolon' : 'comma';
  const delimiterOf = (query: { delimiter?: Delimiter | undefined }) => query.delimiter ?? localDelimiter;

  app.get('/admin/export/assets.csv', { config: admin, schema }, (request, reply) =>
    sendCsv(reply, 'assets', delimiterOf(request.query), exports.assets(requestOrigin(request))),
  );

  app.get('/admin/export/activity.csv', { config: admin, schema }, (request, reply) =>
    sendCsv(reply, 'activity', delimiterOf(request.query), exports.activity()),
  );

  app.get('/admin/export/inspections.csv', { config: admin, schema }, (request, reply) =>
    sendCsv(reply, 'inspections', delimiterOf(request.query), exports.inspections()),
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
        'compliance',
        delimiterOf({ delimiter }),
        exports.compliance(filters, currentUser(request)),
      );
    },
  );
};
