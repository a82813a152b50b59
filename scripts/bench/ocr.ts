// `npm run bench:ocr`: how well receipts fill themselves in, and how fast.
// Each printed receipt (receipt-samples/printed.ts; the second, third and fourth tuning sets' files too) is drawn
// from an SVG in one of several fonts and layouts, then made to look photographed (turned, sheared,
// crumpled, dim, blurred, grainy, JPEG), seeded so every run draws the same images; it is read by
// ocrImage and readReceipt. The mailed receipts (receipt-samples/mailed.ts) go to readReceipt as
// text. Per set, tuned on and held out: the share of each field read right and the median time,
// against the targets.
// `--dump <dir>` also writes each image and the text OCR made of it there, for looking into misreads;
// `--tuning` reads only the tuning sets, for working on the reader without seeing the held-out ones.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startingReceiptTypes } from '../../src/shared/receipts.js';
import { closeOcr, ocrImage, prepareForOcr } from '../../src/server/modules/receipts/receipt-ocr.js';
import { readReceipt, type ReadReceipt, type ReceiptContext } from '../../src/server/modules/receipts/receipt-reader.js';
import { formatTable } from '../support/table.js';
import * as mailed from './receipt-samples/mailed.js';
import * as printed from './receipt-samples/printed.js';
import { laterHeldOut } from './receipt-samples/printed-later-held-out.js';
import { fifthTuning } from './receipt-samples/printed-fifth-tuning.js';
import { fourthTuning } from './receipt-samples/printed-fourth-tuning.js';
import { secondTuning } from './receipt-samples/printed-second-tuning.js';
import { thirdTuning } from './receipt-samples/printed-third-tuning.js';
import type { ExpectedFields, PrintedReceipt, Row } from './receipt-samples/printed.js';

const context: ReceiptContext = {
  typeNames: startingReceiptTypes.map((t) => t.name),
  homeCurrency: 'USD',
  today: '2026-11-27',
};
const TARGET = { images: 0.9, mails: 0.98, photoMs: 3000 };
const dumpAt = process.argv.indexOf('--dump');
const dumpDir = dumpAt > 0 ? process.argv[dumpAt + 1] : undefined;
if (dumpDir) mkdirSync(dumpDir, { recursive: true });

/** mulberry32: a small seeded generator, so the same images come out on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (random: () => number, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const FONTS = ['DejaVu Sans', 'DejaVu Sans Mono', 'DejaVu Serif', 'Liberation Sans', 'Liberation Mono', 'Liberation Serif', 'Liberation Sans Narrow'];
const TINTS = ['#ffffff', '#fbf8ef', '#f6f1e1', '#f2f2ee', '#fdf6e8'];
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The receipt as an SVG: a font and size, the header centred or not, amounts at the right edge or
 * in a fixed-width column (a till's layout), on tinted paper.
 */
function receiptSvg(receipt: PrintedReceipt, random: () => number): string {
  const font = pick(random, FONTS);
  const size = Math.round(between(random, 18, 28));
  const mono = /Mono/.test(font) || random() < 0.3;
  const centred = random() < 0.6;
  const columns = 34;
  const charWidth = size * (/Mono/.test(font) ? 0.6 : 0.55);
  const margin = Math.round(size * 1.5);
  const width = Math.round(columns * charWidth + 2 * margin);
  const lineHeight = Math.round(size * between(random, 1.3, 1.6));
  const cells = (row: Row, y: number, header: boolean): string => {
    const attrs = `font-family="${font}" font-size="${header ? Math.round(size * 1.2) : size}"${header ? ' font-weight="bold"' : ''}`;
    if (typeof row === 'string') {
      const x = centred ? width / 2 : margin;
      return `<text x="${x}" y="${y}" ${attrs} text-anchor="${centred ? 'middle' : 'start'}">${escapeXml(row)}</text>`;
    }
    const [label, amount] = row;
    if (mono) {
      const line = `${label.padEnd(Math.max(label.length + 1, columns - amount.length))}${amount}`;
      return `<text x="${margin}" y="${y}" ${attrs} xml:space="preserve">${escapeXml(line)}</text>`;
    }
    return `<text x="${margin}" y="${y}" ${attrs}>${escapeXml(label)}</text><text x="${width - margin}" y="${y}" ${attrs} text-anchor="end">${escapeXml(amount)}</text>`;
  };
  const texts = receipt.rows.map((row, i) => cells(row, margin + (i + 1) * lineHeight, i === 0));
  const height = margin * 2 + (receipt.rows.length + 1) * lineHeight;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${pick(random, TINTS)}"/><g fill="#1a1a1a">${texts.join('')}</g></svg>`;
}

/** Soft shadows of creases: big blurred gray blobs, multiplied over the paper. */
async function creases(width: number, height: number, random: () => number): Promise<Buffer> {
  const blobs = Array.from({ length: 6 }, () => {
    const gray = Math.round(between(random, 150, 235));
    return `<ellipse cx="${between(random, 0, width)}" cy="${between(random, 0, height)}" rx="${between(random, 40, width / 2)}" ry="${between(random, 20, height / 5)}" fill="rgb(${gray},${gray},${gray})" opacity="0.6"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${blobs.join('')}</svg>`;
  return sharp(Buffer.from(svg)).blur(30).png().toBuffer();
}

/** Grain: gray noise around the middle, laid over the photo with soft light. */
function grain(width: number, height: number, random: () => number): Buffer {
  const data = Buffer.alloc(width * height);
  const amount = between(random, 20, 60);
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(128 + (random() - 0.5) * 2 * amount)));
  return data;
}

/** The receipt printed, then photographed by hand in poor light: a JPEG like a phone's. */
async function photograph(receipt: PrintedReceipt, seed: number): Promise<Buffer> {
  const random = seeded(seed);
  const paper = sharp(Buffer.from(receiptSvg(receipt, random)));
  const { width, height } = await paper.metadata();
  const creased = await paper.composite([{ input: await creases(width, height, random), blend: 'multiply' }]).png().toBuffer();
  const table = { r: Math.round(between(random, 60, 140)), g: Math.round(between(random, 50, 120)), b: Math.round(between(random, 40, 100)), alpha: 1 };
  const pad = 60;
  const turned = await sharp(creased)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: table })
    .rotate(between(random, -10, 10), { background: table })
    .png()
    .toBuffer();
  // A phone held not quite square: a slight shear stands in for perspective.
  const sheared = await sharp(turned)
    .affine([[1, between(random, -0.06, 0.06)], [between(random, -0.04, 0.04), 1]], { background: table })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = sheared.info;
  const dim = between(random, 0.55, 0.95);
  const lit = await sharp(sheared.data)
    .composite([{ input: grain(w, h, random), raw: { width: w, height: h, channels: 1 }, blend: 'soft-light' }])
    .png()
    .toBuffer();
  return sharp(lit)
    .linear(dim, between(random, 0, 20))
    .blur(between(random, 0.5, 1.5))
    .jpeg({ quality: Math.round(between(random, 60, 85)) })
    .toBuffer();
}

type Field = keyof ExpectedFields;
const FIELDS: Field[] = ['date', 'total', 'currency', 'vendor'];
const plain = (s: string | undefined) => (s ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const right = (field: Field, expected: ExpectedFields, read: ReadReceipt) =>
  field === 'vendor' ? plain(expected.vendor) !== '' && ` ${plain(read.vendor)} `.includes(` ${plain(expected.vendor)} `) : read[field] === expected[field];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface SetResult {
  label: string;
  count: number;
  share: Record<Field, number>;
  medianMs: number;
  misses: string[];
}

function scoreSet(label: string, cases: { id: string; expected: ExpectedFields; read: ReadReceipt; ms: number }[]): SetResult {
  const share = Object.fromEntries(FIELDS.map((f) => [f, cases.filter((c) => right(f, c.expected, c.read)).length / cases.length])) as Record<Field, number>;
  const misses = cases.flatMap((c) =>
    FIELDS.filter((f) => !right(f, c.expected, c.read)).map((f) => `${label} ${c.id} ${f}: expected ${JSON.stringify(c.expected[f])}, read ${JSON.stringify(c.read[f])}`),
  );
  return { label, count: cases.length, share, medianMs: median(cases.map((c) => c.ms)), misses };
}

const images = { tuning: [] as Buffer[], heldOut: [] as Buffer[], freshHeldOut: [] as Buffer[], laterHeldOut: [] as Buffer[] };
async function imageSet(label: string, receipts: readonly PrintedReceipt[], seedBase: number, kept: Buffer[]): Promise<SetResult> {
  const cases = [];
  for (const [i, receipt] of receipts.entries()) {
    const photo = await photograph(receipt, seedBase + i);
    kept.push(photo);
    const started = performance.now();
    const text = await ocrImage(photo);
    const read = readReceipt(text, { ...context, ocr: true });
    cases.push({ id: receipt.id, expected: receipt.expected, read, ms: performance.now() - started });
    if (dumpDir) {
      writeFileSync(path.join(dumpDir, `${label.replace(/\W+/g, '-')}-${receipt.id}.jpg`), photo);
      writeFileSync(path.join(dumpDir, `${label.replace(/\W+/g, '-')}-${receipt.id}.txt`), `${text}\n---\n${JSON.stringify(read, null, 2)}\n`);
    }
  }
  return scoreSet(label, cases);
}

function mailSet(label: string, receipts: readonly mailed.MailedReceipt[]): SetResult {
  return scoreSet(
    label,
    receipts.map((r) => {
      const started = performance.now();
      const read = readReceipt(r.text, context);
      return { id: r.id, expected: r.expected, read, ms: performance.now() - started };
    }),
  );
}

/** The median time the tesseract command takes over the same prepared images: a reference, when installed. */
async function tesseractCliMs(photos: Buffer[]): Promise<string> {
  try {
    execFileSync('which', ['tesseract'], { stdio: 'ignore' });
  } catch {
    return 'tesseract command: not on PATH, no reference time';
  }
  const file = path.join(tmpdir(), `bench-ocr-${process.pid}.png`);
  const ms: number[] = [];
  for (const photo of photos) {
    writeFileSync(file, await prepareForOcr(photo));
    const started = performance.now();
    execFileSync('tesseract', [file, '-', '--psm', '6'], { stdio: ['ignore', 'ignore', 'ignore'] });
    ms.push(performance.now() - started);
  }
  return `tesseract command (reference only), same prepared images: median ${median(ms).toFixed(0)} ms an image`;
}

const tuningOnly = process.argv.includes('--tuning');
const results = [
  await imageSet('images tuning', printed.tuning, 1000, images.tuning),
  await imageSet('images tuning, second', secondTuning, 4000, images.tuning),
  await imageSet('images tuning, third', thirdTuning, 6000, images.tuning),
  await imageSet('images tuning, fourth', fourthTuning, 7000, images.tuning),
  await imageSet('images tuning, fifth', fifthTuning, 8000, images.tuning),
  ...(tuningOnly
    ? []
    : [
        await imageSet('images held-out', printed.heldOut, 2000, images.heldOut),
        await imageSet('images held-out, new', printed.freshHeldOut, 3000, images.freshHeldOut),
        await imageSet('images held-out, later', laterHeldOut, 5000, images.laterHeldOut),
      ]),
  mailSet('mails tuning', mailed.tuning),
  ...(tuningOnly ? [] : [mailSet('mails held-out', mailed.heldOut)]),
];
await closeOcr();

console.log(`Receipts read: share of fields right (date exact, total to the cent, currency, vendor contained), median time a receipt (OCR and reading for images)`);
console.log(
  formatTable(
    ['set', 'receipts', 'date', 'total', 'currency', 'vendor', 'median ms', 'targets'],
    results.map((r) => {
      const photos = r.label.startsWith('images');
      return [
        r.label,
        String(r.count),
        ...FIELDS.map((f) => r.share[f].toFixed(2)),
        r.medianMs.toFixed(photos ? 0 : 2),
        photos ? `date, total ≥ ${TARGET.images.toFixed(2)}; < ${TARGET.photoMs} ms a photo` : `date, total ≥ ${TARGET.mails.toFixed(2)}`,
      ];
    }),
    new Set([1, 2, 3, 4, 5, 6]),
  ),
);
console.log(await tesseractCliMs([...images.tuning, ...images.heldOut, ...images.freshHeldOut, ...images.laterHeldOut]));
const misses = results.flatMap((r) => r.misses);
console.log(misses.length ? `misreads:\n  ${misses.join('\n  ')}` : 'misreads: none');
