/** Reads a form body (multipart, or a JSON object from clients that send no file) into text fields and one file. */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldProblemsOf } from '../common/field-problems';
import { ValidationError } from '../errors';

interface FormBody {
  fields: Record<string, string>;
  file?: Buffer;
  /** The file's name as the client sent it: untrusted, for display after cleaning. */
  fileName?: string;
}

/** `fileField` names the one file part kept; other files are drained and dropped. */
export async function readFormBody(request: FastifyRequest, fileField: string): Promise<FormBody> {
  if (!request.isMultipart()) return jsonFields(request.body ?? {});
  try {
    return await readMultipart(request, fileField);
  } catch (error) {
    throw asFormError(error);
  }
}

/**
 * What a multipart parser's failure means to the client. The parser's own errors (no boundary, a malformed
 * part header, a body cut short) carry no status and are the client's, as is a field declared JSON that is
 * not (the plugin says 406, which is about Accept); the plugin's limit errors and ours carry their 4xx and
 * pass through.
 */
export function asFormError(error: unknown): unknown {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (error instanceof Error && (!('statusCode' in error) || code === 'FST_INVALID_JSON_FIELD_ERROR')) {
    return new ValidationError(
      'malformed-request',
      'The form data is malformed or incomplete. Please send the form again.',
      undefined,
      {
        cause: error,
      },
    );
  }
  return error;
}

function jsonFields(body: unknown): FormBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError('malformed-request', 'The request body must be a form or a JSON object');
  }
  const fields: Record<string, string> = {};
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = String(value);
    else if (value === null) fields[key] = '';
  };
  const entries: [string, unknown][] = Object.entries(body);
  for (const [key, value] of entries) {
    // An object one level deep (an asset's `fields`) arrives as multipart sends it: `fields.<key>` entries.
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      for (const [inner, innerValue] of Object.entries(value)) add(`${key}.${inner}`, innerValue);
    else add(key, value);
  }
  return { fields };
}

async function readMultipart(request: FastifyRequest, fileField: string): Promise<FormBody> {
  const form: FormBody = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === fileField && !form.file) {
        const bytes = await part.toBuffer();
        // A form whose file input was left empty sends a nameless empty part: no file, not a bad one.
        if (bytes.length > 0 || part.filename !== '') {
          form.file = bytes;
          form.fileName = part.filename;
        }
      } else part.file.resume();
    } else if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** A form's input checked by its schema: a 400 `Invalid <name>: <field>: <problem>; …` naming each field. */
export function parseFormInput<T extends z.ZodType>(name: string, schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = fieldProblemsOf(parsed.error.issues, body, (path) => path.join('.') || name);
  throw new ValidationError(
    'validation-failed',
    `Invalid ${name}: ${Object.entries(fields)
      .map(([field, { message }]) => `${field}: ${message}`)
      .join('; ')}`,
    fields,
  );
}

/** The same input sent as JSON in the multipart field `name` (beside its files). */
export function parseFormJson<T extends z.ZodType>(name: string, schema: T, json: string): z.output<T> {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch (error) {
    throw new ValidationError(
      'malformed-json',
      `The field ${name} must hold the ${name} as JSON`,
      { [name]: { code: 'invalid-format', message: 'Not JSON' } },
      { cause: error },
    );
  }
  return parseFormInput(name, schema, body);
}
