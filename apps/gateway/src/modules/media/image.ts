import { BUSINESS_CODES, PROFILE_LIMITS } from '@aura/contracts';
import sharp from 'sharp';
import { GatewayError } from '../../protocol/errors.ts';

/** What sharp reads that a browser shows: anything else (SVG, TIFF, PDF, text) is refused, whatever its name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** A decompression bomb (a small file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The longest side of the stored photo and of its thumbnail. */
export const FULL_SIDE = 1600;
export const THUMB_SIDE = 320;
const QUALITY = 82;

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export const imageTooLarge = () =>
  new GatewayError(BUSINESS_CODES.imageTooLarge, 'The image size is limited to 5M.');
const unsupported = () =>
  new GatewayError(BUSINESS_CODES.imageFormatUnsupported, 'image format not supported');

/**
 * Checks an upload by its content (the bytes' own format, never a name or a declared type), then re-encodes it
 * as WebP without any of its metadata (EXIF, GPS, XMP, ICC), turned upright, at most FULL_SIDE pixels a side, with
 * a THUMB_SIDE thumbnail. Re-encoding also drops whatever a crafted file hid after or inside its pixels.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > PROFILE_LIMITS.maxImageBytes) throw imageTooLarge();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    throw unsupported();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported();
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked (withMetadata), so none is kept.
    const upright = sharp(bytes, options).rotate();
    const { data: full, info } = await upright
      .clone()
      .resize({ width: FULL_SIDE, height: FULL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true });
    const thumb = await upright
      .clone()
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer();
    return { full, thumb, width: info.width, height: info.height };
  } catch {
    // A header that reads but pixels that do not decode: a broken or crafted file.
    throw unsupported();
  }
}
