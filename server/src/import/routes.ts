import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_LIMITS,
  ASSET_IMPORT_FIELDS,
  DATE_ORDERS,
  LAST_INSPECTED_PREFIX,
  importQuerySchema,
  importResultSchema,
  apiErrorSchema,
  type ImportDateOrders,
  type ImportMapping,
} from '@harbour/contract';
import { AppError, ValidationError } from '../errors';
import { asFormError } from '../http/form-body';
import { currentUser } from '../plugins/access';
import { errorBody } from '../plugins/error-handler';
import type { ParsedImport } from './parsed-rows';
import type { ImportService } from './service';

const importMappingSchema = z.record(
  z.string().max(1000),
  z
    .union([
      z.enum(ASSET_IMPORT_FIELDS),
      z.templateLiteral([LAST_INSPECTED_PREFIX, z.string().min(1).max(200)]),
    ])
    .nullable(),
);
const dateOrdersSchema = z.record(z.string().max(1000), z.enum(DATE_ORDERS));

const MEGABYTES = Math.round(IMPORT_LIMITS.fileBytes / (1024 * 1024));
const tooLarge = () =>
  new AppError(
    413,
    'file-too-large',
    `The CSV file is larger than ${MEGABYTES} MB: split it into several files.`,
  );

/** A JSON form field read by its schema; a 400 naming the field otherwise. */
function parseJsonField<T>(name: string, shape: string, schema: z.ZodType<T>, text: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ValidationError('malformed-json', `${name} must be a JSON object of ${shape}`, undefined, {
      cause: error,
    });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ValidationError(
      'validation-failed',
      `${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || name}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/**
 * The upload streams into the parser: the form's `mapping` and `dateOrder` fields (optional, JSON) must come
 * before its `file` part, as browsers and curl send fields in the order they are given.
 */
async function readUpload(request: FastifyRequest, imports: ImportService): Promise<ParsedImport> {
  if (!request.isMultipart())
    throw new ValidationError(
      'import-file-missing',
      "Send the CSV as multipart/form-data, in the field 'file'",
    );
  let mapping: ImportMapping = {};
  let dateOrders: ImportDateOrders = {};
  let parsed: ParsedImport | undefined;
  let truncated = () => false;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'mapping' && part.fieldname !== 'dateOrder') continue;
        if (parsed)
          throw new ValidationError(
            'form-field-order',
            `Send the '${part.fieldname}' field before the 'file' field`,
          );
        if (part.fieldname === 'mapping')
          mapping = parseJsonField('mapping', 'header → field', importMappingSchema, String(part.value));
        else
          dateOrders = parseJsonField(
            'dateOrder',
            'header → day-month-year or month-day-year',
            dateOrdersSchema,
            String(part.value),
          );
      } else if (part.fieldname === 'file' && !parsed) {
        truncated = () => part.file.truncated;
        parsed = await imports.read(part.file, mapping, dateOrders);
        if (truncated()) throw tooLarge();
      } else part.file.resume();
    }
  } catch (error) {
    // A file cut at the limit may read as a broken CSV first: the limit is the reason.
    const limitError = error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
    if (limitError || truncated()) throw tooLarge();
    throw asFormError(error);
  }
  if (!parsed) throw new ValidationError('import-file-missing', "Send the CSV file in the form field 'file'");
  return parsed;
}

export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportService }> = async (app, { imports }) => {
  app.post(
    '/admin/import/assets',
    {
      config: {
        access: 'admin',
        // An import is idempotent by itself (the same file twice is applied once), and a key's fingerprint
        // would hold the whole upload in memory before the parser reads it.
        idempotent: false,
      },
      schema: {
        querystring: importQuerySchema,
        response: {
          200: importResultSchema,
          422: importResultSchema.extend(
            apiErrorSchema.pick({ statusCode: true, error: true, code: true, message: true, msg: true })
              .shape,
          ),
        },
      },
    },
    async (request, reply) => {
      const parsed = await readUpload(request, imports);
      const actor = currentUser(request);
      if (request.query.dryRun === 'true') return imports.preview(actor, parsed);
      const result = await imports.commit(actor, parsed, request.query.skipInvalidRows === 'true');
      if (result.committed || result.errorCount === 0) return result;
      const message = `Nothing was imported: ${result.errorCount} ${result.errorCount === 1 ? 'error' : 'errors'} in the file`;
      return reply.code(422).send({ ...errorBody(422, 'import-rows-invalid', message), ...result });
    },
  );
};
