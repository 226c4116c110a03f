/**
 * What a visitor at a public label may do without an account: read the asset's name and type, report a
 * defect, and follow its reference. Only assets whose type takes public reports answer; any other is the
 * same 404 as an unknown id. Limited per address and per asset (plugins/rate-limit.ts) before the form is
 * read, and at most PUBLIC_FORMS_AT_ONCE forms are read at a time across all visitors.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPublicDefectSchema,
  idParamsSchema,
  normalizeDefectReference,
  publicAssetSchema,
  publicDefectCreatedSchema,
  publicDefectStatusSchema,
} from '@harbour/contract';
import { NotFoundError, TooManyRequestsError } from '../errors';
import { DEFECT_FORM_LIMITS, readDefectForm } from './defect-form';
import type { DefectsService } from './service';

/** Visitors' forms with photos read at once (each up to 30 MB in memory). */
const PUBLIC_FORMS_AT_ONCE = 4;

export const publicDefectsRoutes: FastifyPluginAsyncZod<{ defects: DefectsService }> = async (
  app,
  { defects },
) => {
  let formsReading = 0;

  app.get(
    '/public/assets/:id',
    {
      config: { access: 'public' },
      schema: { params: idParamsSchema, response: { 200: publicAssetSchema } },
    },
    async (request) => defects.publicAsset(request.params.id),
  );

  app.post(
    '/public/assets/:id/defects',
    {
      config: { access: 'public', rateLimit: 'public-report', multipartOptions: DEFECT_FORM_LIMITS },
      schema: { params: idParamsSchema, response: { 201: publicDefectCreatedSchema } },
      preHandler: async (request) => defects.assertPublicAsset(request.params.id),
    },
    async (request, reply) => {
      const multipart = request.isMultipart();
      if (multipart && formsReading >= PUBLIC_FORMS_AT_ONCE)
        throw new TooManyRequestsError('too-many-uploads', 'Too many reports at once. Try again shortly.', 5);
      if (multipart) formsReading++;
      try {
        const { input, photos } = await readDefectForm(request, createPublicDefectSchema);
        return reply.code(201).send(await defects.createPublic(request.params.id, input, photos));
      } finally {
        if (multipart) formsReading--;
      }
    },
  );

  app.get(
    '/public/defects/:reference',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ reference: z.string().max(40) }),
        response: { 200: publicDefectStatusSchema },
      },
    },
    async (request) => {
      const reference = normalizeDefectReference(request.params.reference);
      if (reference === null) throw new NotFoundError('defect-not-found', 'Defect not found');
      return defects.publicStatus(reference);
    },
  );
};
