/** One error handler: typed errors keep their message, validation names each field, 5xx hides details. */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseUnavailableError, describeDatabaseError, isDatabaseUnavailable } from '../db/outage';
import { AppError, TooManyRequestsError } from '../errors';
import { StoredAnswerReplay } from './idempotency';

/** A success answer with a message: `msg` repeats it, as in errors, because clients read either. */
export const okBody = (message: string) => ({ message, msg: message });

export function errorBody(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, msg: message, ...extra };
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
      const extra: Record<string, unknown> = {};
      if (error.errors) extra.errors = error.errors;
      if (error instanceof TooManyRequestsError) extra.retryAfterSeconds = error.retryAfterSeconds;
      return reply
        .headers(error.headers ?? {})
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
        errors[name] ??= issue.message ?? 'Invalid value';
      }
      const summary = Object.entries(errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ');
      return reply.code(400).send(errorBody(400, `Invalid request: ${summary}`, { errors }));
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, friendlyClientMessage(fastifyError)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

function friendlyClientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    // The multipart plugin's own messages ('reach files limit') are not for people.
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The file is larger than the upload limit';
    case 'FST_FILES_LIMIT':
      return 'The form has too many files: send one image per asset';
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'The form has too many fields';
    case 'FST_PROTO_VIOLATION':
      return 'The form has a field name that is not allowed';
    case 'FST_MP_PREMATURE_CLOSE':
      return 'The upload was cut short. Please send the form again.';
    default:
      return error.message.startsWith('Body is not valid JSON') ||
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'The request body is not valid JSON'
        : error.message;
  }
}
