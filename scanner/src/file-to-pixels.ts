/** Draws a chosen photo into pixels, capped in size so a 48-megapixel phone photo stays fast. */
import type { PixelImage } from './gray-image';

const MAX_SIDE = 4096;

async function bitmapOf(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/** Safari decodes HEIC in an <img> but not always through createImageBitmap. */
async function imageElementOf(file: Blob): Promise<HTMLImageElement | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function fileToPixels(file: Blob): Promise<PixelImage | null> {
  const source = (await bitmapOf(file)) ?? (await imageElementOf(file));
  if (!source) return null;
  const sourceWidth = source instanceof HTMLImageElement ? source.naturalWidth : source.width;
  const sourceHeight = source instanceof HTMLImageElement ? source.naturalHeight : source.height;
  if (sourceWidth === 0 || sourceHeight === 0) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(sourceWidth, sourceHeight));
  const width = Math.round(sourceWidth * scale);
  const height = Math.round(sourceHeight * scale);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  if (source instanceof ImageBitmap) source.close();
  const { data } = context.getImageData(0, 0, width, height);
  return { data, width, height };
}
