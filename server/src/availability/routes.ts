/** Availability over a period: administrators read the figures, download them as CSV or a PDF report. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilityReportQuerySchema,
  availabilityReportSchema,
} from '@harbour/contract';
import type { AccountService } from '../account/service';
import { attachmentDisposition } from '../common/file-name';
import { readerLanguage, translatorIn } from '../common/reader-language';
import { csvDelimiter, sendCsv } from '../http/csv-download';
import { currentUser } from '../plugins/access';
import type { AvailabilityService } from './service';
import { availabilityCsv } from './csv';
import { availabilityReportPdf } from './report-pdf';
import { availabilityReportTranslations } from './report-messages';

/** A download's name: the period's first and last day. */
const fileName = (query: { from: string; to: string }, extension: string) =>
  `availability ${query.from.slice(0, 10)} ${query.to.slice(0, 10)}.${extension}`;

export const availabilityRoutes: FastifyPluginAsyncZod<{
  availability: AvailabilityService;
  account: AccountService;
  /** ORGANISATION_LOCALE (the CSV's delimiter when none is asked), and what the PDF is headed with. */
  locale: string;
  report: { orgName: string; timeZone: string };
}> = async (app, { availability, account, locale, report }) => {
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

  app.get(
    '/availability/report.pdf',
    {
      config: { access: 'admin', openapi: { produces: ['application/pdf'] } },
      schema: { querystring: availabilityReportQuerySchema },
    },
    async (request, reply) => {
      const query = request.query;
      // In the reader's language: their account's choice, else what their browser asks for.
      const { language } = await account.preferences(currentUser(request));
      const words = translatorIn(
        readerLanguage(language, request.headers['accept-language']),
        availabilityReportTranslations,
      );
      const summary = await availability.report({ ...query, limit: 1 });
      const pdf = await availabilityReportPdf(summary, availability.everyAsset(query), query, {
        ...report,
        words,
      });
      return reply
        .header('content-disposition', attachmentDisposition(fileName(query, 'pdf')))
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(pdf);
    },
  );
};
