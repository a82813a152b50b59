import type { Context } from 'hono';
import { viewableInline } from '../modules/record-parts/file-type.js';

/**
 * Answers with a stored file. Files never run as part of the app: a sandboxing CSP, nosniff, and
 * only images, PDFs and plain text are shown in place; everything else downloads.
 */
export function sendFile(
  c: Context,
  file: { bytes: Uint8Array; fileName: string; contentType: string },
  options: { inline: boolean },
): Response {
  const disposition = options.inline && viewableInline(file.contentType) ? 'inline' : 'attachment';
  const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // Hono's body type wants an ArrayBuffer-backed view; Node's Buffers are exactly that.
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : file.contentType,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    // Never kept by a cache: 'Make private' must take effect at once.
    'Cache-Control': 'no-store',
  });
}
