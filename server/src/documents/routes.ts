import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetDocumentSchema,
  documentFieldsSchema,
  idParamsSchema,
  MESSAGES,
  okSchema,
} from '@harbour/contract';
import { ValidationError } from '../errors';
import { readFormBody } from '../http/form-body';
import { currentUser } from '../plugins/access';
import { okBody } from '../plugins/error-handler';
import { prepareDocumentFile } from '../common/document-file';
import { attachmentDisposition } from '../common/file-name';
import { parseDocumentForm } from './form';
import type { DocumentsService } from './service';

/** A served document can never run in our origin, whatever it turns out to be. */
const SANDBOX = "sandbox; default-src 'none'";

export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    '/assets/:id/documents',
    {
      config: { access: 'signed-in' },
      schema: { params: idParamsSchema, response: { 200: z.array(assetDocumentSchema) } },
    },
    (request) => documents.list(currentUser(request), request.params.id),
  );

  app.post(
    '/assets/:id/documents',
    {
      config: {
        access: 'admin',
        idempotent: true,
        openapi: { form: { fields: documentFieldsSchema, file: 'file' } },
      },
      schema: { params: idParamsSchema, response: { 201: assetDocumentSchema.extend(okSchema.shape) } },
    },
    async (request, reply) => {
      const form = await readFormBody(request, 'file');
      const fields = parseDocumentForm(form.fields);
      if (!form.file) {
        throw new ValidationError('validation-failed', 'Choose a file: a PDF or a picture of the document', {
          file: { code: 'required', message: 'A file is required' },
        });
      }
      const file = await prepareDocumentFile(form.file, form.fileName);
      const document = await documents.add(currentUser(request), request.params.id, fields, file);
      return reply.code(201).send({ ...document, ...okBody(MESSAGES.documentAdded) });
    },
  );

  app.get(
    '/documents/:id',
    {
      config: { access: 'signed-in', openapi: { produces: ['application/pdf', 'image/jpeg', 'image/png'] } },
      schema: { params: idParamsSchema },
    },
    async (request, reply) => {
      const file = await documents.file(currentUser(request), request.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('content-security-policy', SANDBOX)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.delete(
    '/documents/:id',
    {
      config: { access: 'admin', idempotent: true },
      schema: { params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await documents.remove(currentUser(request), request.params.id);
      return okBody(MESSAGES.documentDeleted);
    },
  );
};
