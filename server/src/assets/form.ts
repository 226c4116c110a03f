/** Reads an asset form (multipart or JSON) into validated fields and an optional image buffer. */
import type { FastifyRequest } from 'fastify';
import { assetFieldsSchema, MESSAGES } from '@harbour/contract';
import { ValidationError } from '../errors';
import type { AssetFields } from './service';

const REQUIRED = ['name', 'type', 'location'] as const;

interface RawForm {
  fields: Record<string, string>;
  image?: Buffer;
}

async function readRawForm(request: FastifyRequest): Promise<RawForm> {
  if (!request.isMultipart()) {
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ValidationError('The request body must be a form or a JSON object');
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
      else if (value === null) fields[key] = '';
    }
    return { fields };
  }
  try {
    return await readMultipart(request);
  } catch (error) {
    // The parser's own errors (no boundary, a malformed part header, a body cut short) carry no status and
    // are the client's, as is a field declared JSON that is not (the plugin says 406, which is about Accept);
    // the plugin's limit errors and ours carry their 4xx and pass through.
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (error instanceof Error && (!('statusCode' in error) || code === 'FST_INVALID_JSON_FIELD_ERROR')) {
      throw new ValidationError('The form data is malformed or incomplete. Please send the form again.');
    }
    throw error;
  }
}

async function readMultipart(request: FastifyRequest): Promise<RawForm> {
  const form: RawForm = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === 'assetImage' && !form.image) {
        const bytes = await part.toBuffer();
        // A form whose file input was left empty sends a nameless empty part: no image, not a bad one.
        if (bytes.length > 0 || part.filename !== '') form.image = bytes;
      } else part.file.resume();
    } else if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** FormData.append('assignedTo', null) sends the text 'null', and an undefined variable 'undefined'. */
function assignedToField(value: string | undefined): string | undefined {
  if (value === 'null') return '';
  if (value === 'undefined') return undefined;
  return value;
}

export async function readAssetForm(
  request: FastifyRequest,
): Promise<{ fields: AssetFields; image?: Buffer }> {
  const raw = await readRawForm(request);
  const candidate: Record<string, string | undefined> = {
    name: raw.fields.name,
    type: raw.fields.type,
    location: raw.fields.location,
    // Empty values mean "not given", except assignedTo where '' unassigns.
    status: raw.fields.status?.trim() ? raw.fields.status : undefined,
    assignedTo: assignedToField(raw.fields.assignedTo),
  };
  const parsed = assetFieldsSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
    const missingRequired = REQUIRED.some((field) => !candidate[field]?.trim());
    const message = missingRequired
      ? MESSAGES.assetRequiredFields
      : `Invalid asset: ${Object.entries(errors)
          .map(([field, text]) => `${field}: ${text}`)
          .join('; ')}`;
    throw new ValidationError(message, errors);
  }
  return { fields: parsed.data, ...(raw.image ? { image: raw.image } : {}) };
}
