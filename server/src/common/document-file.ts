/**
 * A document's file as we keep it: a PDF that passed the checks, kept as sent, or a picture decoded and
 * re-encoded (EXIF and anything appended dropped). Everything else is refused with a 415 in words.
 */
import type { ApiErrorCode } from '@harbour/contract';
import { AppError, ValidationError } from '../errors';
import { ImageRefusedError, reencodeDocumentPicture } from './images';
import { checkPdfOffThread } from './pdf-check/check-off-thread';
import type { PdfRefusal } from './pdf-check/refusal';
import { documentFileName } from './file-name';

export interface DocumentFile {
  bytes: Buffer;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  fileName: string;
}

/** A 415 naming the file field; `code` says why (not a type we take, damaged, unsafe, uncheckable). */
const unsupported = (code: ApiErrorCode, message: string, cause?: unknown) =>
  new AppError(415, code, message, {
    fields: { file: { code: 'unsupported-file', message } },
    ...(cause === undefined ? {} : { cause }),
  });

const ZIP_ENTRY = Buffer.from('PK\x03\x04', 'latin1');
const NOT_ACCEPTED = 'The file must be a PDF or a picture (JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF)';

function pdfRefusal(refusal: PdfRefusal): AppError {
  switch (refusal.problem) {
    case 'not-a-pdf':
      return unsupported('unsupported-file', NOT_ACCEPTED);
    case 'damaged':
      return unsupported(
        'file-damaged',
        'The PDF is damaged or incomplete, or has data after its end: export it again',
      );
    case 'active-content':
      return unsupported(
        'file-unsafe',
        `The PDF contains ${refusal.what}; we keep only PDFs that cannot run anything`,
      );
    case 'unreadable':
      return unsupported(
        'file-uncheckable',
        `The PDF uses ${refusal.what}, so it cannot be checked: print it to a new PDF`,
      );
  }
}

export async function prepareDocumentFile(
  bytes: Buffer,
  sentName: string | undefined,
): Promise<DocumentFile> {
  if (bytes.length === 0)
    throw new ValidationError('empty-file', 'The file is empty', {
      file: { code: 'empty', message: 'The file is empty' },
    });
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    const refusal = await checkPdfOffThread(bytes);
    if (refusal) throw pdfRefusal(refusal);
    return { bytes, contentType: 'application/pdf', fileName: documentFileName(sentName, 'pdf') };
  }
  // A picture with an archive inside (GIFAR: a GIF that is also a Java archive) is two files in one.
  if (bytes.includes(ZIP_ENTRY)) {
    throw unsupported(
      'file-unsafe',
      'The picture has another file (an archive) hidden inside it: save it again as a plain picture',
    );
  }
  try {
    const picture = await reencodeDocumentPicture(bytes);
    return {
      bytes: picture.bytes,
      contentType: picture.contentType,
      fileName: documentFileName(sentName, picture.extension),
    };
  } catch (error) {
    if (!(error instanceof ImageRefusedError)) throw error;
    if (error.reason === 'too-many-pixels') {
      throw new ValidationError(
        'image-too-large',
        'The picture has too many pixels',
        { file: { code: 'too-large', message: 'Image dimensions too large' } },
        { cause: error },
      );
    }
    throw unsupported('unsupported-file', NOT_ACCEPTED, error);
  }
}
