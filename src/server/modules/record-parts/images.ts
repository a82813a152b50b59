import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { runReader } from '../../workers/reader-pool.js';
import type { ImageMetadata } from './image-metadata.js';

/**
 * The most pixels any uploaded image may have, whatever it is uploaded as. A phone's photo is 12 to
 * 50 megapixels; far more is no photo of a receipt or a document, and decoding it would hold the
 * server (a small file can claim a huge size: a decompression bomb).
 */
export const MAX_MEGAPIXELS = 100;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

/** Opens an image with sharp within the pixel limit: the one way the server opens an image. */
export const openImage = (bytes: Uint8Array, options: Omit<SharpOptions, 'limitInputPixels'> = {}): Sharp =>
  sharp(bytes, { ...options, limitInputPixels: MAX_PIXELS });

/**
 * The size an image's header claims, read without decoding it (so that a bomb is named as too
 * large, not as damaged); undefined when sharp cannot read the header.
 */
export async function imageHeader(bytes: Uint8Array): Promise<{ width: number; height: number; tooLarge: boolean } | undefined> {
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  return width && height ? { width, height, tooLarge: width * height > MAX_PIXELS } : undefined;
}

/**
 * What the image's metadata tells (where it was taken), read in the reader pool: metadata parsing
 * is synchronous JavaScript, which a crafted file holds for seconds. Nothing when it cannot be
 * read within the pool's limits. (sharp needs no pool: it works on libuv's threads.)
 */
export const readImageMetadata = (bytes: Uint8Array): Promise<ImageMetadata> =>
  runReader('readImageMetadata', { data: bytes }).catch(() => ({ location: null }));

/** How each image type sharp can write is written again, at a quality that looks the same. */
const encoders: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 92 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 92 }),
  'image/gif': (image) => image.gif(),
  'image/tiff': (image) => image.tiff(),
  'image/avif': (image) => image.avif(),
};

/**
 * The image written again in its own type, turned upright, without its metadata (EXIF with the GPS
 * position and the camera, XMP, IPTC; only the colour profile is kept); undefined if it is no image
 * sharp can both read and write (HEIC, SVG, a damaged file).
 */
export async function withoutMetadata(bytes: Uint8Array, contentType: string): Promise<Buffer | undefined> {
  const encode = encoders[contentType];
  if (!encode) return undefined;
  return encode(openImage(bytes, { animated: true }).autoOrient().keepIccProfile())
    .toBuffer()
    .catch(() => undefined);
}
