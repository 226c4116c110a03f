import sharp from 'sharp';

/** A small real photo-like JPEG with EXIF metadata, as a phone would upload. */
export const samplePhoto = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="orange"/></svg>`,
        ),
      },
    ])
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'GPS 69.6N 18.9E' } } })
    .jpeg()
    .toBuffer();

export const samplePng = () =>
  sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();
