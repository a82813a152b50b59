import { messages } from '../../../shared/messages.js';
import { AppError } from '../../errors.js';
import { runReader } from '../../workers/reader-pool.js';
import { detectType } from '../record-parts/file-type.js';
import type { ImageMetadata } from '../record-parts/image-metadata.js';
import { imageHeader, MAX_MEGAPIXELS, openImage, readImageMetadata } from '../record-parts/images.js';

/** The longest side of the view shown in the page and printed in PDFs. */
const VIEW_PX = 1600;

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif']);

export interface CheckedReceiptFile {
  contentType: string;
  /** Upright, downscaled WebP for images; null for a PDF. */
  view: { bytes: Buffer; width: number; height: number } | null;
  location: ImageMetadata['location'];
}

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, [{ path: 'file', message }]);

/**
 * Checks a receipt's file by its content (never its name or the browser's type) and prepares what
 * is shown: a photo must decode completely, within the size limit, and is turned upright from its
 * EXIF orientation and downscaled for view (the original is kept as sent); a PDF must parse.
 * Anything else is refused with a message that says why, before anything is stored.
 */
export async function checkReceiptFile(bytes: Uint8Array): Promise<CheckedReceiptFile> {
  const { contentType } = await detectType(bytes);
  if (contentType === 'application/pdf') {
    // In the reader pool: one that runs out of its time or memory is as unreadable as one that fails.
    if (!(await runReader('checkPdf', { data: bytes }).catch(() => false))) throw refuse(messages.receiptImageUnreadable);
    return { contentType, view: null, location: null };
  }
  if (!PHOTO_TYPES.has(contentType)) throw refuse(messages.receiptImageType);
  const header = await imageHeader(bytes);
  if (!header) throw refuse(messages.receiptImageUnreadable);
  if (header.tooLarge) throw refuse(messages.imageTooLarge(MAX_MEGAPIXELS));
  const view = await openImage(bytes, { failOn: 'truncated' })
    .rotate()
    .resize(VIEW_PX, VIEW_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refuse(messages.receiptImageUnreadable);
    });
  return {
    contentType,
    view: { bytes: view.data, width: view.info.width, height: view.info.height },
    location: (await readImageMetadata(bytes)).location,
  };
}
