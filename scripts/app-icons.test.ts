import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appBackground, appIconPaths, manifestPath } from '../src/shared/app-icons.js';
import { startPath } from '../src/shared/routes.js';
import { makeFiles } from './app-icons.js';

const source = path.join(import.meta.dirname, '../src/client/icons/icon.svg');

describe('app icons', () => {
  it('draws every icon at its size and writes a manifest that names them', async () => {
    const files = await makeFiles({ source, name: 'Travel & Work Tracker', shortName: 'Tracker', description: 'd' });
    const sizes: [string, number][] = [
      [appIconPaths.appleTouch, 180],
      [appIconPaths.png192, 192],
      [appIconPaths.png512, 512],
      [appIconPaths.maskable, 512],
    ];
    for (const [file, size] of sizes) {
      const meta = await sharp(files.get(file)).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['png', size, size]);
    }
    // Maskable and Apple icons are cropped by the platform: their corners must be filled.
    const corner = await sharp(files.get(appIconPaths.maskable)).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(255);

    const manifest = JSON.parse(files.get(manifestPath)?.toString() ?? '{}') as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Travel & Work Tracker',
      short_name: 'Tracker',
      start_url: startPath,
      theme_color: appBackground,
      background_color: appBackground,
    });
    const icons = manifest.icons as { src: string }[];
    for (const icon of icons) expect(files.has(icon.src), icon.src).toBe(true);
  });

  it('packs 16, 32 and 48 pixel PNGs into the favicon', async () => {
    const files = await makeFiles({ source, name: 'n', shortName: 's', description: 'd' });
    const ico = files.get(appIconPaths.favicon) ?? Buffer.alloc(0);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect(meta.width).toBe(ico.readUInt8(entry));
      sizes.push(meta.width ?? 0);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
