// The text of a photographed receipt: the photo straightened and cleaned with sharp, then read by
// Tesseract (tesseract.js, its language data loaded from the @tesseract.js-data packages on disk,
// never downloaded). Tesseract runs in worker threads of its own, off the event loop: one for each
// set of languages, started on first use.
//
// A photo is read in English first. When much of what that read is poor (another script, which the
// English model reads as garbage), the poorly read words are cut out and laid side by side, their
// script told (Tesseract's script detection for alphabets, a try of each model for Chinese, Japanese
// and Korean, which that detection tells poorly), and the photo read again with English and that
// script's language: the second text is kept when Tesseract is clearly surer of it.
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
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

/** The languages whose data the reader has (each an npm package @tesseract.js-data/<code>); `osd` is the script detection's. */
const LANGUAGES = ['eng', 'osd', 'bul', 'ell', 'ara', 'heb', 'tha', 'kor', 'jpn', 'chi_tra', 'chi_sim'] as const;
type Language = (typeof LANGUAGES)[number];
const require = createRequire(import.meta.url);
/** A language's data folder: the LSTM models optimised for size (`4.0.0_best_int`); the script detection's is the legacy engine's, alike in both. */
const dataDir = (lang: Language) => path.join(path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int');

let linked: Promise<string> | undefined;
/**
 * One folder of links to every language's data, for a worker that reads with two: tesseract.js
 * loads all of a worker's data from one folder. Made once, in the system's temporary folder; removed by closeOcr.
 */
function linkedData(): Promise<string> {
  linked ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'receipt-ocr-'));
    await Promise.all(LANGUAGES.map((lang) => symlink(path.join(dataDir(lang), `${lang}.traineddata.gz`), path.join(dir, `${lang}.traineddata.gz`))));
    return dir;
  })();
  linked.catch(() => {
    linked = undefined;
  });
  return linked;
}

/** The workers, by their languages ('eng', 'eng+kor', 'osd'), each started on first use (about half a second to load its data). */
const workers = new Map<string, Promise<Worker>>();

function tesseract(...langs: Language[]): Promise<Worker> {
  const key = langs.join('+');
  let started = workers.get(key);
  if (started) return started;
  const detection = key === 'osd';
  started = (async () => {
    const langPath = langs.length === 1 && langs[0] ? dataDir(langs[0]) : await linkedData();
    // The script detection needs Tesseract's legacy engine; reading, only its LSTM one.
    const worker = await createWorker(langs, detection ? OEM.TESSERACT_ONLY : OEM.LSTM_ONLY, {
      langPath,
      cacheMethod: 'none',
      gzip: true,
      ...(detection ? { legacyCore: true, legacyLang: true } : {}),
    });
    // One block of text, laid out as printed: a receipt's columns stay on their lines.
    if (!detection) await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' });
    return worker;
  })();
  workers.set(key, started);
  started.catch(() => {
    if (workers.get(key) === started) workers.delete(key);
  });
  return started;
}

/** Ends the workers (the server's shutdown, a test's end); a later read starts others. */
export async function closeOcr(): Promise<void> {
  const started = [...workers.values()];
  workers.clear();
  const folder = linked;
  linked = undefined;
  await Promise.all(started.map(async (worker) => (await worker.catch(() => undefined))?.terminate()));
  const dir = await folder?.catch(() => undefined);
  if (dir) await rm(dir, { recursive: true, force: true });
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

/** The text of a photographed receipt, line by line as printed: in English, or in English and the script it is printed in. */
export async function ocrImage(bytes: Uint8Array): Promise<string> {
  const prepared = await prepareForOcr(bytes);
  const english = (await (await tesseract('eng')).recognize(prepared, {}, { text: true, tsv: true })).data;
  const words = wordsOf(english.tsv ?? '');
  if (!readsForeign(words)) return english.text;
  const lang = await scriptLanguage(prepared, words);
  if (!lang) return english.text;
  const again = (await (await tesseract('eng', lang)).recognize(prepared)).data;
  return again.confidence >= english.confidence + SURER_BY ? again.text : english.text;
}

/** A word Tesseract read, where on the prepared image, and how sure it is (0–100). */
export interface ReadWord {
  left: number;
  top: number;
  width: number;
  height: number;
  confidence: number;
  text: string;
}

/** The words of Tesseract's TSV output (its rows of level 5). */
export function wordsOf(tsv: string): ReadWord[] {
  const words: ReadWord[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    const text = cells[11]?.trim();
    if (cells[0] !== '5' || !text) continue;
    const [left, top, width, height, confidence] = cells.slice(6, 11).map(Number);
    if ([left, top, width, height, confidence].every((n) => Number.isFinite(n))) {
      words.push({ left: left ?? 0, top: top ?? 0, width: width ?? 0, height: height ?? 0, confidence: confidence ?? 0, text });
    }
  }
  return words;
}

/** Below this, the English model read a word poorly: another script, a crease, a blur. */
const POOR_CONFIDENCE = 50;
/** The share of the words' width read poorly from which a photo may be in another script (its Latin photos stay under it, but a few of the worst). */
const FOREIGN_SHARE = 0.5;
/** How much surer (mean confidence, 0–100) Tesseract must be of the second reading to keep it: another script's gains 15 to 40. */
const SURER_BY = 10;

/** Whether much of what the English model read, by width, it read poorly: the photo may be in another script. */
export function readsForeign(words: readonly ReadWord[]): boolean {
  const lettered = words.filter((w) => /\p{L}{2}/u.test(w.text));
  const width = (ws: readonly ReadWord[]) => ws.reduce((sum, w) => sum + w.width, 0);
  const all = width(lettered);
  return all > 0 && width(lettered.filter((w) => w.confidence < POOR_CONFIDENCE)) >= FOREIGN_SHARE * all;
}

/** The most rows of words a probe has: enough print for the script detection, and for a try of a model (one row, read in a few tenths of a second). */
const DETECTION_ROWS = 3;
const TRY_ROWS = 1;
/** The least print worth a probe, in widths of a line's height (some six letters). */
const MIN_PROBE_WIDTH = 4;

/**
 * The words the English model read poorly, of a line's height (not a crease or a speck), cut out of
 * the prepared image widest first and laid side by side on white, in rows of the read width: a
 * sample of the other script without the table, the figures and the English around it.
 */
export async function probeOf(prepared: Buffer, words: readonly ReadWord[], rows: number): Promise<Buffer | undefined> {
  const { width: imageWidth, height: imageHeight } = await openImage(prepared).metadata();
  const sure = words.filter((w) => w.confidence >= POOR_CONFIDENCE);
  const heights = (sure.length ? sure : words).map((w) => w.height).sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  if (lineHeight <= 0) return undefined;
  const margin = Math.round(lineHeight / 4);
  const poor = words
    .filter((w) => w.confidence < POOR_CONFIDENCE && /\p{L}/u.test(w.text) && w.height > 0.6 * lineHeight && w.height < 1.6 * lineHeight && w.width > lineHeight)
    .sort((a, b) => b.width - a.width);
  const pieces: { input: Buffer; left: number; top: number }[] = [];
  const rowHeight = lineHeight * 1.6 + 2 * margin;
  let x = 0;
  let row = 0;
  let printed = 0;
  for (const word of poor) {
    const left = Math.max(0, word.left - margin);
    const top = Math.max(0, word.top - margin);
    const width = Math.min(imageWidth - left, word.width + 2 * margin, READ_WIDTH_PX);
    const height = Math.min(imageHeight - top, word.height + 2 * margin);
    if (width <= 0 || height <= 0) continue;
    if (x + width > READ_WIDTH_PX) {
      x = 0;
      row += 1;
    }
    if (row >= rows) break;
    pieces.push({ input: await openImage(prepared).extract({ left, top, width, height }).png().toBuffer(), left: x, top: Math.round(row * rowHeight) });
    x += width + margin;
    printed += word.width;
  }
  if (printed < MIN_PROBE_WIDTH * lineHeight) return undefined;
  const height = Math.round((row + 1) * rowHeight);
  return openImage(Buffer.from([255]), { raw: { width: 1, height: 1, channels: 1 } })
    .resize(READ_WIDTH_PX, height, { fit: 'fill' })
    .composite(pieces)
    .png()
    .toBuffer();
}

/** The scripts whose letters Tesseract's script detection tells (on the probe made twice the size, in black and white), each with its language's data. */
const DETECTED = new Map<string, Language>([
  ['Cyrillic', 'bul'],
  ['Greek', 'ell'],
  ['Arabic', 'ara'],
  ['Hebrew', 'heb'],
  ['Thai', 'tha'],
]);
/** Chinese, Japanese and Korean, which the detection tells poorly: each model tried on the probe, with the letters its reading must have. */
const TRIED: { lang: Language; letters: RegExp }[] = [
  { lang: 'chi_tra', letters: /\p{Script=Han}/gu },
  { lang: 'jpn', letters: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu },
  { lang: 'kor', letters: /\p{Script=Hangul}/gu },
];
/**
 * How sure a tried model must be of the probe (mean confidence, 0–100), with this many of its letters,
 * to be the script's; from TRIED_CERTAIN, no other is tried (Japanese's model reads Chinese at 65–80,
 * Chinese's Japanese at 50–65, each its own at 80–92).
 */
const TRIED_CONFIDENCE = 60;
const TRIED_LETTERS = 4;
const TRIED_CERTAIN = 85;

/**
 * The language (beside English) that reads the script of the words the English model read poorly;
 * undefined for Latin, or a script not told. Chinese, Japanese and Korean are tried first: the
 * detection names an alphabet for them (Cyrillic, Greek), as sure as it is of a real one.
 */
export async function scriptLanguage(prepared: Buffer, words: readonly ReadWord[]): Promise<Language | undefined> {
  const tried = await probeOf(prepared, words, TRY_ROWS);
  const cjk = tried && (await triedLanguage(tried));
  if (cjk) return cjk;
  const probe = await probeOf(prepared, words, DETECTION_ROWS);
  const detected = probe && (await detectScript(probe));
  return detected ? DETECTED.get(detected) : undefined;
}

/** The language of Chinese, Japanese or Korean whose model reads the probe surely, in its own letters; undefined when none does. */
async function triedLanguage(probe: Buffer): Promise<Language | undefined> {
  let best: { lang: Language; confidence: number } | undefined;
  for (const { lang: tried, letters } of TRIED) {
    const { text, confidence } = (await (await tesseract(tried)).recognize(probe)).data;
    if ((text.match(letters)?.length ?? 0) < TRIED_LETTERS || confidence < TRIED_CONFIDENCE) continue;
    if (!best || confidence > best.confidence) best = { lang: tried, confidence };
    if (confidence >= TRIED_CERTAIN) break;
  }
  // Chinese: in traditional characters (Taiwan's, Hong Kong's) or simplified (the mainland's), whichever reads surer.
  if (best?.lang === 'chi_tra') {
    const simplified = (await (await tesseract('chi_sim')).recognize(probe)).data.confidence;
    if (simplified > best.confidence) return 'chi_sim';
  }
  return best?.lang;
}

/** The script Tesseract's detection names for the probe, made twice the size and black and white (where it tells best); undefined when it names none. */
async function detectScript(probe: Buffer): Promise<string | undefined> {
  const { width } = await openImage(probe).metadata();
  const large = await openImage(probe).resize({ width: 2 * width }).threshold(128).png().toBuffer();
  try {
    const { data } = await (await tesseract('osd')).detect(large);
    return typeof data.script === 'string' ? data.script : undefined;
  } catch {
    // Too few letters to tell ('Too few characters'), or a page the detection cannot take.
    return undefined;
  }
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
