import type { ImageType } from '@retail/contract';
import sharp from 'sharp';
import { THUMBNAIL_SIZE } from '@retail/contract';

/** What an upload really is, read from its bytes. */
export type ProbedImage = {
  contentType: ImageType;
  extension: 'jpg' | 'png' | 'gif' | 'webp';
  width: number;
  height: number;
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The image type by its magic number, whatever the file is called. */
export const sniffImageType = (bytes: Buffer): Omit<ProbedImage, 'width' | 'height'> | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  return null;
};

/** Pictures above this many pixels are refused before decoding (decompression bombs). */
const MAX_PIXELS = 50_000_000;

/**
 * The image's type and size, or null when the bytes are not a whole picture of an accepted
 * type (a renamed executable, an HTML page, a truncated file).
 */
export const probeImage = async (bytes: Buffer): Promise<ProbedImage | null> => {
  const type = sniffImageType(bytes);
  if (!type) return null;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
    if (!meta.width || !meta.height) return null;
    // EXIF orientations 5–8 turn the picture a quarter: report what people see.
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      ...type,
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
    };
  } catch {
    return null;
  }
};

/** A small webp rendition for grids (first frame of animations, upright, never enlarged). */
export const makeThumbnail = (bytes: Buffer): Promise<Buffer> =>
  sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
