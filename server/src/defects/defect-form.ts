/**
 * Reads a defect report: a JSON body, or a multipart form whose field `defect` holds that JSON and whose
 * files `photo.1`..`photo.3` (or `photo`) are its photos. The field comes first and is checked before any
 * photo is read; at most three photos of 10 MB each are read, by the form's own part limits.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DEFECT_LIMITS } from '@harbour/contract';
import { ValidationError } from '../errors';
import { asFormError, parseFormInput, parseFormJson } from '../http/form-body';
import type { DefectPhotos } from './service';

const PHOTO_FIELD = /^photo(?:\.[1-3])?$/;

/** Three photos of 10 MB, the JSON field, and nothing much else. */
export const DEFECT_FORM_LIMITS = {
  limits: {
    files: DEFECT_LIMITS.photosMax,
    fileSize: DEFECT_LIMITS.photoBytesMax,
    fields: 4,
    parts: 8,
    fieldSize: 64 * 1024,
  },
};

async function readMultipart<T extends z.ZodType>(request: FastifyRequest, schema: T) {
  let input: z.output<T> | undefined;
  const photos: DefectPhotos = [];
  for await (const part of request.parts(request.routeOptions.config.multipartOptions)) {
    if (part.type === 'file') {
      if (!PHOTO_FIELD.test(part.fieldname)) {
        part.file.resume();
        continue;
      }
      if (input === undefined)
        throw new ValidationError('form-field-order', 'Send the defect field before the photos', {
          defect: { code: 'wrong-order', message: 'Must come before the photos' },
        });
      const bytes = await part.toBuffer();
      // A photo input left empty sends a nameless empty part: no photo, not a bad one.
      if (bytes.length > 0 || part.filename !== '') photos.push(bytes);
    } else if (part.fieldname === 'defect' && input === undefined && typeof part.value === 'string') {
      input = parseFormJson('defect', schema, part.value);
    }
  }
  if (input === undefined)
    throw new ValidationError(
      'validation-failed',
      'The form needs a field named defect holding the defect as JSON',
      {
        defect: { code: 'required', message: 'Missing' },
      },
    );
  return { input, photos };
}

export async function readDefectForm<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
): Promise<{ input: z.output<T>; photos: DefectPhotos }> {
  if (!request.isMultipart()) return { input: parseFormInput('defect', schema, request.body), photos: [] };
  try {
    return await readMultipart(request, schema);
  } catch (error) {
    throw asFormError(error);
  }
}
