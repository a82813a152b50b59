// The favicon, app icons and web app manifest, made from src/client/icons/icon.svg: emitted into
// the build, and served by the dev server too, so that no page asks for a file that is not there.
import { readFile } from 'node:fs/promises';
import { getMimeType } from 'hono/utils/mime';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { appBackground, appIconPaths, manifestPath } from '../src/shared/app-icons.js';
import { startPath } from '../src/shared/routes.js';

interface IconOptions {
  /** The SVG the icons are drawn from. */
  source: string;
  name: string;
  shortName: string;
  description: string;
}

const png = (svg: Buffer, size: number) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer();

/**
 * Full-bleed square for icons the platform crops itself (Apple's, Android's maskable): the
 * background fills the square and the drawing keeps to the middle 80 %, the maskable safe zone.
 */
async function fullBleed(svg: Buffer, size: number): Promise<Buffer> {
  const inner = Math.round(size * 0.8);
  const drawing = await sharp(svg, { density: 300 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#1e3a8a' } })
    .composite([{ input: drawing, gravity: 'center' }])
    .png()
    .toBuffer();
}

/** An ICO file holding PNG images (a header, a 16-byte entry per image, then the images). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // 0 means 256
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

export async function makeFiles({ source, name, shortName, description }: IconOptions): Promise<Map<string, Buffer>> {
  const svg = await readFile(source);
  const favicons = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(svg, size) })));
  const manifest = {
    name,
    short_name: shortName,
    description,
    start_url: startPath,
    scope: '/',
    display: 'standalone',
    theme_color: appBackground,
    background_color: appBackground,
    icons: [
      { src: appIconPaths.svg, sizes: 'any', type: 'image/svg+xml' },
      { src: appIconPaths.png192, sizes: '192x192', type: 'image/png' },
      { src: appIconPaths.png512, sizes: '512x512', type: 'image/png' },
      { src: appIconPaths.maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Map([
    [appIconPaths.svg, svg],
    [appIconPaths.favicon, ico(favicons)],
    [appIconPaths.appleTouch, await fullBleed(svg, 180)],
    [appIconPaths.png192, await png(svg, 192)],
    [appIconPaths.png512, await png(svg, 512)],
    [appIconPaths.maskable, await fullBleed(svg, 512)],
    [manifestPath, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)],
  ]);
}

/** Vite plugin: the icons and manifest in the build's root, and from the dev server. */
export function appIcons(options: IconOptions): Plugin {
  let files: Promise<Map<string, Buffer>> | undefined;
  const made = () => (files ??= makeFiles(options));
  return {
    name: 'app-icons',
    async generateBundle() {
      for (const [path, source] of await made()) this.emitFile({ type: 'asset', fileName: path.slice(1), source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        made().then(
          (all) => {
            const name = req.url?.split('?')[0] ?? '';
            const file = all.get(name);
            if (!file) return next();
            res.setHeader('Content-Type', getMimeType(name) ?? 'application/octet-stream');
            res.end(file);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
