import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every answer. Styles allow 'unsafe-inline' because Mantine and the API
 * docs set style attributes and inject style elements at run time; scripts never do.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
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
