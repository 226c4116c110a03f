/** One error handler: typed errors keep their message and code, validation names each field, 5xx hides details. */
import { STATUS_CODES } from 'node:http';
import type { ApiErrorCode } from '@harbour/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldProblemsOf, messagesOf } from '../common/field-problems';
import { DatabaseUnavailableError, describeDatabaseError, isDatabaseUnavailable } from '../db/outage';
import { AppError, type FieldProblems, TooManyRequestsError } from '../errors';
import { StoredAnswerReplay } from './idempotency';

/** A success answer with a message: `msg` repeats it, as in errors, because clients read either. */
export const okBody = (message: string) => ({ message, msg: message });

export function errorBody(
  statusCode: number,
  code: ApiErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message, msg: message, ...extra };
}

/** `errors` as clients have always read it (field → message), and `fieldErrors` beside it with each code. */
const fieldsBody = (fields: FieldProblems) => ({
  errors: messagesOf(fields),
  fieldErrors: Object.entries(fields).map(([field, { code, message }]) => ({ field, code, message })),
});

/** What the route's schema read: a field missing there is `required`, one present but wrong is not. */
function validatedInput(request: FastifyRequest, context: FastifyError['validationContext']): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError | Error, request, reply) => {
    if (thrown instanceof StoredAnswerReplay) return thrown.send(reply);
    let error = thrown;
    // A database out of reach is not a bug here: 503 with Retry-After, one log line without the error object.
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      request.log.warn({ db: describeDatabaseError(error) }, 'database unavailable');
      error = new DatabaseUnavailableError({ cause: error });
    }
    if (error instanceof AppError) {
      const extra: Record<string, unknown> = error.fields ? fieldsBody(error.fields) : {};
      if (error instanceof TooManyRequestsError) extra.retryAfterSeconds = error.retryAfterSeconds;
      return reply
        .headers(error.headers ?? {})
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.code, error.message, extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map(({ keyword, instancePath, message, params }) => ({
        ...params,
        code: keyword,
        path: instancePath.split('/').slice(1).filter(Boolean),
        message: message ?? 'Invalid value',
      }));
      const input = validatedInput(request, error.validationContext);
      const fields = fieldProblemsOf(issues, input, (path) => path.join('.') || 'request');
      const summary = Object.entries(fields)
        .map(([field, { message }]) => `${field}: ${message}`)
        .join('; ');
      return reply
        .code(400)
        .send(errorBody(400, 'validation-failed', `Invalid request: ${summary}`, fieldsBody(fields)));
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const [code, message] = clientError(fastifyError, status);
      return reply.code(status).send(errorBody(status, code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(errorBody(500, 'internal-error', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBody(404, 'route-not-found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

/** A refusal Fastify or a plugin raised, as its code and in words for people. */
function clientError(error: FastifyError, status: number): [ApiErrorCode, string] {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ['unsupported-media-type', 'Unsupported content type'];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ['malformed-json', 'The request body is empty'];
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ['payload-too-large', 'The request is too large'];
    // The multipart plugin's own messages ('reach files limit') are not for people.
    case 'FST_REQ_FILE_TOO_LARGE':
      return ['file-too-large', 'The file is larger than the upload limit'];
    case 'FST_FILES_LIMIT':
      return ['too-many-files', 'The form has too many files: send one image per asset'];
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return ['too-many-fields', 'The form has too many fields'];
    case 'FST_PROTO_VIOLATION':
      return ['malformed-request', 'The form has a field name that is not allowed'];
    case 'FST_MP_PREMATURE_CLOSE':
      return ['malformed-request', 'The upload was cut short. Please send the form again.'];
    default:
      if (
        error.message.startsWith('Body is not valid JSON') ||
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
      )
        return ['malformed-json', 'The request body is not valid JSON'];
      return [codeOfStatus(status), error.message];
  }
}

/** A refusal without a code of ours: what its status says. */
function codeOfStatus(status: number): ApiErrorCode {
  if (status === 413) return 'payload-too-large';
  if (status === 415) return 'unsupported-media-type';
  return 'bad-request';
}
