/** Uploaded images are decoded and re-encoded: the raw bytes a client sent are never stored or served. */
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { type CauseOption, ValidationError } from '../errors';

/** A file as the files table keeps it, named by its content hash. */
export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);
const MAX_INPUT_PIXELS = 40_000_000;
const IMAGE_MAX_EDGE = 1600;
const DOCUMENT_MAX_EDGE = 4000;
const THUMB_EDGE = 160;
const NAME_HASH_LENGTH = 32;
const THUMB_SUFFIX = '-thumb';

const STORED_NAME = new RegExp(`^[0-9a-f]{${NAME_HASH_LENGTH}}(${THUMB_SUFFIX})?\\.webp$`);

/** Whether a name is one that stored() gives: anything else cannot be a stored image. */
export const isStoredImageName = (name: string) => STORED_NAME.test(name);

export interface ProcessedImage {
  image: StoredFile;
  thumbnail: StoredFile;
}

/** Why sharp refused a picture: too many pixels (checked when the header is read), or not a picture we take. */
export class ImageRefusedError extends Error {
  constructor(
    readonly reason: 'not-an-image' | 'too-many-pixels',
    options: CauseOption = {},
  ) {
    super(reason, options.cause === undefined ? undefined : { cause: options.cause });
  }
}

const refusedBy = (error: unknown) =>
  new ImageRefusedError(
    error instanceof Error && /pixel limit/i.test(error.message) ? 'too-many-pixels' : 'not-an-image',
    { cause: error },
  );

/** Opens a raster picture for re-encoding, EXIF orientation applied; anything else is refused. */
async function openRaster(input: Buffer): Promise<{ format: string; decoded: Sharp }> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch (error) {
    throw refusedBy(error);
  }
  if (!format || !RASTER_FORMATS.has(format)) throw new ImageRefusedError('not-an-image');
  // failOn 'warning' rejects truncated and corrupt files; rotate() applies EXIF orientation before it is stripped.
  return {
    format,
    decoded: sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).rotate(),
  };
}

/** Runs the encoding: a truncated or corrupt picture fails only once its pixels are decoded, here. */
async function encoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusedBy(error);
  }
}

/** The asset image's refusals, in words, on its form field. */
const assetImageRefusal = (error: ImageRefusedError) =>
  error.reason === 'too-many-pixels'
    ? new ValidationError(
        'image-too-large',
        'The asset image has too many pixels',
        { assetImage: { code: 'too-large', message: 'Image dimensions too large' } },
        { cause: error },
      )
    : new ValidationError(
        'unsupported-file',
        'The asset image must be a JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF picture',
        { assetImage: { code: 'unsupported-file', message: 'Not a supported image file' } },
        { cause: error },
      );

function stored(bytes: Buffer, suffix: string): StoredFile {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, NAME_HASH_LENGTH);
  return { name: `${hash}${suffix}.webp`, contentType: 'image/webp', bytes };
}

export async function processImageUpload(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0)
    throw new ValidationError('empty-file', 'The asset image is empty', {
      assetImage: { code: 'empty', message: 'The file is empty' },
    });
  try {
    const { decoded } = await openRaster(input);
    const [image, thumbnail] = await encoding(() =>
      Promise.all([
        decoded
          .clone()
          .resize(IMAGE_MAX_EDGE, IMAGE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
        decoded.clone().resize(THUMB_EDGE, THUMB_EDGE, { fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
      ]),
    );
    return { image: stored(image, ''), thumbnail: stored(thumbnail, THUMB_SUFFIX) };
  } catch (error) {
    throw error instanceof ImageRefusedError ? assetImageRefusal(error) : error;
  }
}

export interface ReencodedPicture {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

/**
 * A document's picture (a photographed or scanned certificate), re-encoded at a size that keeps small print
 * legible: PNG stays lossless (line art, screenshots), everything else becomes JPEG. Throws ImageRefusedError.
 */
export async function reencodeDocumentPicture(input: Buffer): Promise<ReencodedPicture> {
  const { format, decoded } = await openRaster(input);
  const fitted = decoded.resize(DOCUMENT_MAX_EDGE, DOCUMENT_MAX_EDGE, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (format === 'png' || format === 'gif') {
    return {
      bytes: await encoding(() => fitted.png().toBuffer()),
      contentType: 'image/png',
      extension: 'png',
    };
  }
  const bytes = await encoding(() =>
    fitted.flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer(),
  );
  return { bytes, contentType: 'image/jpeg', extension: 'jpg' };
}
