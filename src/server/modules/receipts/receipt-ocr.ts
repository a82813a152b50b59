// The text of a photographed receipt: the photo straightened and cleaned with sharp, then read by
// Tesseract (tesseract.js, its English data loaded from the @tesseract.js-data/eng package on
// disk, never downloaded). Tesseract runs in a worker thread of its own, off the event loop.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { openImage } from '../record-parts/images.js';

/** The width the photo is read at: receipt print is then 20–40 px a line, where Tesseract reads best. */
const READ_WIDTH_PX = 1400;
/** The widest a photo is worked on before it is read: beyond it, only noise is added. */
const WORK_WIDTH_PX = 2 * READ_WIDTH_PX;
/** The width the skew is looked for at: enough for lines of text, fast for many trials. */
const SKEW_WIDTH_PX = 500;
/** The tilt looked for either way: a photo of a receipt held by hand. */
const MAX_SKEW_DEG = 12;

const langPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

let started: Promise<Worker> | undefined;

/** The one Tesseract worker, started on first use (about half a second to load its data). */
function tesseract(): Promise<Worker> {
  started ??= createWorker('eng', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true }).then(async (worker) => {
    // One block of text, laid out as printed: a receipt's columns stay on their lines.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' });
    return worker;
  });
  started.catch(() => {
    started = undefined;
  });
  return started;
}

/** Ends the worker (the server's shutdown, a test's end); a later read starts another. */
export async function closeOcr(): Promise<void> {
  const worker = started;
  started = undefined;
  await (await worker?.catch(() => undefined))?.terminate();
}

/**
 * How far the text of a grayscale (one channel), upright image leans, in degrees: the angle whose turning makes
 * the rows of ink sharpest (the greatest variance of dark pixels a row), tried in whole degrees and
 * then in quarters around the best.
 */
async function skewOf(gray: Buffer, width: number, height: number): Promise<number> {
  const sharpness = async (angle: number) => {
    const { data, info } = await openImage(gray, { raw: { width, height, channels: 1 } })
      .rotate(angle, { background: '#ffffff' })
      .threshold(150)
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    let sum = 0;
    let sumSquares = 0;
    for (let y = 0; y < info.height; y++) {
      let dark = 0;
      const row = y * info.width;
      for (let x = 0; x < info.width; x++) if (data[row + x] === 0) dark++;
      sum += dark;
      sumSquares += dark * dark;
    }
    const mean = sum / info.height;
    return sumSquares / info.height - mean * mean;
  };
  const best = async (angles: number[]) => {
    const scores = await Promise.all(angles.map(sharpness));
    return angles[scores.indexOf(Math.max(...scores))] ?? 0;
  };
  const whole = await best(Array.from({ length: 2 * MAX_SKEW_DEG + 1 }, (_, i) => i - MAX_SKEW_DEG));
  return best([-0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75].map((d) => whole + d));
}

/** The blur that stands for the light around a pixel, as a share of the photo's width: wider than any letter, narrower than a shadow's edge. */
const LIGHT_SIGMA_SHARE = 0.0375;

/**
 * Light made even: each pixel divided by the light around it (a heavy blur), so that a shadow, a
 * crease or the table under the receipt turns white and only ink stays dark; then stretched to the
 * full range (a dim photo).
 */
async function flatten(gray: Buffer, width: number, height: number): Promise<Buffer> {
  const raw = { raw: { width, height, channels: 1 as const } };
  const light = await openImage(gray, raw).blur(Math.max(1, width * LIGHT_SIGMA_SHARE)).extractChannel(0).raw().toBuffer();
  const even = Buffer.alloc(width * height);
  for (let i = 0; i < even.length; i++) even[i] = Math.min(255, Math.round((255 * (gray[i] ?? 0)) / Math.max(1, light[i] ?? 255)));
  return openImage(even, raw).normalize().extractChannel(0).raw().toBuffer();
}

/**
 * The photo made ready to read: turned upright from its EXIF orientation, gray, its light made
 * even, straightened, at the width Tesseract reads best, sharpened.
 */
export async function prepareForOcr(bytes: Uint8Array): Promise<Buffer> {
  // A phone's 12-megapixel photo is cut to what reading needs first: its light is then made even in a fraction of the time.
  const gray = await openImage(bytes, { failOn: 'truncated' })
    .rotate()
    .resize({ width: WORK_WIDTH_PX, withoutEnlargement: true })
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = gray.info;
  const even = await flatten(gray.data, width, height);
  const raw = { raw: { width, height, channels: 1 as const } };
  const small = await openImage(even, raw).resize({ width: SKEW_WIDTH_PX }).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const skew = await skewOf(small.data, small.info.width, small.info.height);
  return openImage(even, raw).rotate(skew, { background: '#ffffff' }).resize({ width: READ_WIDTH_PX }).sharpen().png().toBuffer();
}

/** The text of a photographed receipt, line by line as printed. */
export async function ocrImage(bytes: Uint8Array): Promise<string> {
  const prepared = await prepareForOcr(bytes);
  const { data } = await (await tesseract()).recognize(prepared);
  return data.text;
}

/** The width a photo is looked at for the receipts on it: paper shows, print does not. */
const REGION_WIDTH_PX = 240;
/** The least share of the photo a receipt covers, in area and in height. */
const MIN_REGION_AREA = 0.04;
const MIN_REGION_HEIGHT = 0.25;
/** The most receipts one photo is cut into: a photo of more light shapes than that is not of receipts laid apart. */
const MAX_REGIONS = 8;

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Otsu's threshold of an 8-bit histogram: the level that best parts dark from light. */
function otsu(pixels: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of pixels) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = pixels.length;
  const sum = histogram.reduce((acc, n, level) => acc + n * level, 0);
  let below = 0;
  let sumBelow = 0;
  let best = { level: 128, variance: -1 };
  for (let level = 0; level < 256; level++) {
    below += histogram[level] ?? 0;
    if (below === 0 || below === total) continue;
    sumBelow += level * (histogram[level] ?? 0);
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / (total - below);
    const variance = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (variance > best.variance) best = { level, variance };
  }
  return best.level;
}

/**
 * The receipts on one photo, when it holds several apart from each other (laid side by side on a
 * table): each a region of light paper, in the upright photo's pixels, left to right then top to
 * bottom. One receipt, or none told apart, or more than MAX_REGIONS light shapes (a crafted
 * pattern), gives no regions: the photo is one receipt.
 */
export async function receiptRegions(bytes: Uint8Array): Promise<Region[]> {
  const upright = await openImage(bytes, { failOn: 'truncated' }).rotate().metadata();
  const { data, info } = await openImage(bytes, { failOn: 'truncated' })
    .rotate()
    .resize({ width: REGION_WIDTH_PX })
    .grayscale()
    // Print and creases blur into the paper around them.
    .blur(2)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const level = otsu(data);
  const seen = new Uint8Array(width * height);
  const regions: (Region & { area: number })[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || (data[start] ?? 0) <= level) continue;
    // One area of light, walked breadth first.
    const queue = [start];
    seen[start] = 1;
    let box = { minX: width, minY: height, maxX: 0, maxY: 0, area: 0 };
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i] ?? 0;
      const x = at % width;
      const y = (at - x) / width;
      box = { minX: Math.min(box.minX, x), minY: Math.min(box.minY, y), maxX: Math.max(box.maxX, x), maxY: Math.max(box.maxY, y), area: box.area + 1 };
      for (const next of [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, y > 0 ? at - width : -1, y < height - 1 ? at + width : -1]) {
        if (next >= 0 && !seen[next] && (data[next] ?? 0) > level) {
          seen[next] = 1;
          queue.push(next);
        }
      }
    }
    const boxHeight = box.maxY - box.minY + 1;
    if (box.area >= MIN_REGION_AREA * width * height && boxHeight >= MIN_REGION_HEIGHT * height) {
      regions.push({ left: box.minX, top: box.minY, width: box.maxX - box.minX + 1, height: boxHeight, area: box.area });
    }
  }
  if (regions.length < 2 || regions.length > MAX_REGIONS) return [];
  // Back to the photo's pixels, with a margin of a little table around each.
  const scale = (upright.autoOrient?.width ?? upright.width ?? width) / width;
  const fullWidth = Math.round(width * scale);
  const fullHeight = Math.round(height * scale);
  return regions
    .sort((a, b) => a.left - b.left || a.top - b.top)
    .map((r) => {
      const left = Math.max(0, Math.floor((r.left - 2) * scale));
      const top = Math.max(0, Math.floor((r.top - 2) * scale));
      return { left, top, width: Math.min(fullWidth - left, Math.ceil((r.width + 4) * scale)), height: Math.min(fullHeight - top, Math.ceil((r.height + 4) * scale)) };
    });
}
