/**
 * Reads POST /api/work-orders/:id/photos: a multipart form whose field `kind` (`before` or `after`) comes
 * first and whose files `photo` follow, up to WORK_ORDER_LIMITS.photosPerUpload.
 */
import type { FastifyRequest } from 'fastify';
import { WORK_ORDER_LIMITS, WORK_ORDER_OWN_PHOTO_KINDS, type WorkOrderOwnPhotoKind } from '@harbour/contract';
import { ValidationError } from '../errors';
import { asFormError } from '../http/form-body';

export const WORK_ORDER_PHOTO_FORM_LIMITS = { limits: { files: WORK_ORDER_LIMITS.photosPerUpload } };

const isKind = (value: unknown): value is WorkOrderOwnPhotoKind =>
  typeof value === 'string' && (WORK_ORDER_OWN_PHOTO_KINDS as readonly string[]).includes(value);

const badKind = () =>
  new ValidationError(
    'validation-failed',
    'The form needs a field kind, before or after, before the photos',
    {
      kind: { code: 'required', message: 'before or after, sent before the photos' },
    },
  );

async function readParts(request: FastifyRequest) {
  let kind: WorkOrderOwnPhotoKind | undefined;
  const photos: Buffer[] = [];
  for await (const part of request.parts(request.routeOptions.config.multipartOptions)) {
    if (part.type === 'file') {
      if (part.fieldname !== 'photo') {
        part.file.resume();
        continue;
      }
      if (kind === undefined) throw badKind();
      photos.push(await part.toBuffer());
    } else if (part.fieldname === 'kind') {
      if (!isKind(part.value)) throw badKind();
      kind = part.value;
    }
  }
  if (kind === undefined) throw badKind();
  if (photos.length === 0)
    throw new ValidationError('validation-failed', 'Send at least one photo', {
      photo: { code: 'required', message: 'Missing' },
    });
  return { kind, photos };
}

export async function readWorkOrderPhotos(
  request: FastifyRequest,
): Promise<{ kind: WorkOrderOwnPhotoKind; photos: Buffer[] }> {
  if (!request.isMultipart())
    throw new ValidationError('validation-failed', 'Photos are sent as multipart/form-data', {
      photo: { code: 'required', message: 'Send the photos as multipart/form-data' },
    });
  try {
    return await readParts(request);
  } catch (error) {
    throw asFormError(error);
  }
}
