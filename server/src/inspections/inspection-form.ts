/**
 * Reads POST /api/assets/:id/inspections: a JSON body, or a multipart form whose field `inspection` holds
 * that JSON and whose files `photo.<itemId>` are the checklist's photos. The field comes first (as the web
 * app and curl send what is given first), and is checked before any photo is read: a made-up plan costs
 * the server no memory for the photos behind it.
 */
import type { FastifyRequest } from 'fastify';
import { inspectionInputSchema, MAX_INSPECTION_PHOTOS, type InspectionInput } from '@harbour/contract';
import { ValidationError } from '../errors';
import { asFormError, parseFormInput, parseFormJson } from '../http/form-body';
import type { InspectionPhotos } from './service';

const PHOTO_FIELD = /^photo\.(.+)$/;

/** Up to one photo per photo item of a checklist, and room for long answers in the JSON field. */
export const INSPECTION_FORM_LIMITS = { limits: { files: MAX_INSPECTION_PHOTOS, fieldSize: 256 * 1024 } };

/** What the route checks of the inspection before any photo is read (the plan applies to the asset). */
type CheckInput = (input: InspectionInput) => Promise<void>;

const missingInspection = () =>
  new ValidationError(
    'validation-failed',
    'The form needs a field named inspection holding the inspection as JSON',
    { inspection: { code: 'required', message: 'Missing' } },
  );

async function readMultipart(request: FastifyRequest, check: CheckInput) {
  let input: InspectionInput | undefined;
  const photos: InspectionPhotos = new Map();
  for await (const part of request.parts(request.routeOptions.config.multipartOptions)) {
    const photoOf = PHOTO_FIELD.exec(part.fieldname)?.[1];
    if (part.type === 'file') {
      if (photoOf === undefined || photos.has(photoOf)) {
        part.file.resume();
        continue;
      }
      if (input === undefined)
        throw new ValidationError('form-field-order', 'Send the inspection field before the photos', {
          inspection: { code: 'wrong-order', message: 'Must come before the photos' },
        });
      const bytes = await part.toBuffer();
      // A photo input left empty sends a nameless empty part: no photo, not a bad one.
      if (bytes.length > 0 || part.filename !== '') photos.set(photoOf, bytes);
    } else if (part.fieldname === 'inspection' && input === undefined && typeof part.value === 'string') {
      input = parseFormJson('inspection', inspectionInputSchema, part.value);
      await check(input);
    }
  }
  if (input === undefined) throw missingInspection();
  return { input, photos };
}

export async function readInspectionForm(
  request: FastifyRequest,
  check: CheckInput,
): Promise<{ input: InspectionInput; photos: InspectionPhotos }> {
  if (!request.isMultipart())
    return { input: parseFormInput('inspection', inspectionInputSchema, request.body), photos: new Map() };
  try {
    return await readMultipart(request, check);
  } catch (error) {
    throw asFormError(error);
  }
}
