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
