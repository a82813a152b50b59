/**
 * The favicon, the app icons and the web app manifest: made from one SVG at build time and
 * served from the site's root, so their paths are shared by the build and the server.
 */
export const appIconPaths = {
  favicon: '/favicon.ico',
  svg: '/icon.svg',
  appleTouch: '/apple-touch-icon.png',
  png192: '/icon-192.png',
  png512: '/icon-512.png',
  maskable: '/icon-maskable-512.png',
} as const;

export const manifestPath = '/manifest.webmanifest';

/** The dark theme's body colour (Mantine's dark-7): the manifest's theme and background. */
export const appBackground = '#242424';
