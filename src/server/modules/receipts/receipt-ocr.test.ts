import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, ocrImage, readsForeign, scriptLanguage, wordsOf, type ReadWord } from './receipt-ocr.js';
import { readReceipt } from './receipt-reader.js';

// A font with Hangul from an npm package (a development dependency), so that the test draws the same
// receipt wherever it runs, whatever fonts the machine has.
const hangulFont = createRequire(import.meta.url).resolve('@expo-google-fonts/jua/400Regular/Jua_400Regular.ttf');

/** A line of text drawn in black on white. */
async function drawn(text: string): Promise<{ input: Buffer; width: number }> {
  const ink = await sharp({ text: { text, font: 'Jua 28', fontfile: hangulFont, dpi: 72 } }).negate().png().toBuffer();
  return { input: ink, width: (await sharp(ink).metadata()).width };
}

/** A receipt printed in Korean and photographed a little tilted: its labels left, its amounts right. */
async function koreanReceipt(): Promise<Buffer> {
  const rows: [string, string?][] = [
    ['바다횟집 해운대점'],
    ['부산광역시 해운대구 해변로 30'],
    ['2026-05-02 19:40'],
    ['모둠회 대', '55,000'],
    ['매운탕', '12,000'],
    ['소주 2', '10,000'],
    ['합계금액', '77,000원'],
    ['감사합니다'],
  ];
  const parts: { input: Buffer; left: number; top: number }[] = [];
  for (const [i, [label, amount]] of rows.entries()) {
    const top = 30 + 44 * i;
    parts.push({ input: (await drawn(label)).input, left: 30, top });
    if (amount) {
      const right = await drawn(amount);
      parts.push({ input: right.input, left: 570 - right.width, top });
    }
  }
  return sharp({ create: { width: 600, height: 60 + 44 * rows.length, channels: 3, background: '#ffffff' } })
    .composite(parts)
    .rotate(2, { background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A crafted page: rows of random strokes where a receipt's words would be, in no script at all, that
 * the English model reads as poor words and Tesseract's script detection names one script or another.
 */
async function strokes(): Promise<Buffer> {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const marks: string[] = [];
  for (let row = 0; row < 24; row++) {
    for (let x = 30; x < 760; x += 14 + random() * 20) {
      const y = 40 + row * 44;
      marks.push(`<path d="M${x} ${y + random() * 24} q${random() * 18 - 9} ${random() * -30} ${random() * 16} ${random() * 20}" stroke="#111" stroke-width="${2 + random() * 3}" fill="none"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1120"><rect width="100%" height="100%" fill="#fff"/>${marks.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

const context = { typeNames: ['Meals', 'Other'], homeCurrency: 'USD', today: '2026-11-27', ocr: true };

afterAll(async () => {
  await closeOcr();
});

describe('photos in other scripts', () => {
  it('reads a Korean receipt again in Korean: its total and the won', { timeout: 90_000 }, async () => {
    const text = await ocrImage(await koreanReceipt());
    // Read in Hangul, not as the English model's garbage.
    expect(text).toMatch(/\p{Script=Hangul}{4}/u);
    expect(readReceipt(text, context)).toMatchObject({ date: '2026-05-02', total: '77000', currency: 'KRW' });
  });

  it('reads a crafted page of strokes in no script without failing, in about the time of a page read twice', { timeout: 90_000 }, async () => {
    const photo = await strokes();
    // Once to start every worker it may need, then timed.
    await ocrImage(photo);
    const started = performance.now();
    const text = await ocrImage(photo);
    expect(typeof text).toBe('string');
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('tells no script of poor words over blank paper, nor of words outside the image, nor of none', { timeout: 60_000 }, async () => {
    const blank = await sharp({ create: { width: 1400, height: 400, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const poor = (left: number, top: number): ReadWord => ({ left, top, width: 200, height: 40, confidence: 5, text: 'SHH' });
    const sure: ReadWord = { left: 10, top: 10, width: 80, height: 40, confidence: 95, text: '12.00' };
    expect(await scriptLanguage(blank, [sure, poor(100, 100), poor(400, 100), poor(700, 200), poor(1000, 300)])).toBeUndefined();
    expect(await scriptLanguage(blank, [sure, poor(1390, 390), poor(5000, 100), poor(-300, -300)])).toBeUndefined();
    expect(await scriptLanguage(blank, [])).toBeUndefined();
  });
});

describe('when a photo is read again', () => {
  const word = (text: string, confidence: number, width = 100): ReadWord => ({ left: 0, top: 0, width, height: 30, confidence, text });

  it('is when much of what English read, by width, it read poorly', () => {
    expect(readsForeign([word('TOTAL', 92), word('Coffee', 88), word('xq', 20, 60)])).toBe(false);
    expect(readsForeign([word('TOTAL', 92), word('HICHIZ', 10, 170), word('SHH', 5, 150)])).toBe(true);
    // Figures and specks say nothing of a script.
    expect(readsForeign([word('TOTAL', 92), word('12.50', 10, 400), word('|', 0, 400)])).toBe(false);
    expect(readsForeign([])).toBe(false);
  });

  it("reads Tesseract's words from its TSV, and nothing from rows that are not words or not numbers", () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '4\t1\t1\t1\t1\t0\t163\t222\t1101\t62\t-1\t',
      '5\t1\t1\t1\t1\t1\t303\t230\t266\t48\t20.217026\tBET',
      '5\t1\t1\t1\t1\t2\tx\t230\t266\t48\t20\tNaN',
      '5\t1\t1\t1\t1\t3\t10\t20\t30\t40\t50\t ',
      'garbage',
    ].join('\n');
    expect(wordsOf(tsv)).toEqual([{ left: 303, top: 230, width: 266, height: 48, confidence: 20.217026, text: 'BET' }]);
    expect(wordsOf('')).toEqual([]);
  });
});
