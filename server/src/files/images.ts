/** Uploaded images are decoded and re-encoded: the raw bytes a client sent are never stored or served. */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type CauseOption, ValidationError } from '../errors';
import type { StoredFile } from './repository';

const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);
const MAX_INPUT_PIXELS = 40_000_000;
const IMAGE_MAX_EDGE = 1600;
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

const notAnImage = (options: CauseOption = {}) =>
  new ValidationError(
    'The asset image must be a JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF picture',
    { assetImage: 'Not a supported image file' },
    options,
  );

/** sharp's refusal of an image, in words: too many pixels (checked when the header is read) or not an image. */
const refusal = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message)
    ? new ValidationError(
        'The asset image has too many pixels',
        { assetImage: 'Image dimensions too large' },
        { cause: error },
      )
    : notAnImage({ cause: error });

function stored(bytes: Buffer, suffix: string): StoredFile {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, NAME_HASH_LENGTH);
  return { name: `${hash}${suffix}.webp`, contentType: 'image/webp', bytes };
}

export async function processImageUpload(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0)
    throw new ValidationError('The asset image is empty', { assetImage: 'The file is empty' });
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch (error) {
    throw refusal(error);
  }
  if (!format || !RASTER_FORMATS.has(format)) throw notAnImage();
  try {
    // failOn 'warning' rejects truncated and corrupt files; rotate() applies EXIF orientation before it is stripped.
    const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).rotate();
    const [image, thumbnail] = await Promise.all([
      decoded
        .clone()
        .resize(IMAGE_MAX_EDGE, IMAGE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      decoded.clone().resize(THUMB_EDGE, THUMB_EDGE, { fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
    ]);
    return { image: stored(image, ''), thumbnail: stored(thumbnail, THUMB_SUFFIX) };
  } catch (error) {
    throw refusal(error);
  }
}
