import { secureHeaders } from 'hono/secure-headers';

/** The origin a `{z}/{x}/{y}` tile template loads from (`{s}` subdomains as a wildcard), for img-src. */
export function tilesOrigin(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, 'tile-subdomain').replace(/\{[a-z]\}/g, '0'));
  return `${url.protocol}//${url.host.replace('tile-subdomain', '*')}`;
}

/**
 * Security headers for every answer. Styles allow 'unsafe-inline' because Mantine and the API
 * docs set style attributes and inject style elements at run time; scripts never do. Images may
 * also come from the map's tile server, when one is configured.
 */
export const securityHeaders = ({ tilesUrl }: { tilesUrl?: string | undefined } = {}) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(tilesUrl ? [tilesOrigin(tilesUrl)] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // PDFs are shown in the page from blob URLs the app makes of them (never from elsewhere).
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // A handler's own stricter policy (a served file's sandbox) wins over the app's.
    overwrite: false,
  });
