// What a PDF itinerary says: its text in reading order, the barcodes of its images and the date it
// was made. pdf.js gives positioned runs of text; runs on one baseline make a line, ordered left to
// right with the gaps kept as spaces (so columns stay apart), lines top to bottom, pages one after
// another.
import type { PDFPageProxy, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { barcodesIn, MAX_BARCODE_PIXELS, type Pixels } from './barcodes.js';

/** Why a PDF's text could not be had, in words for the user. */
export class PdfTextError extends Error {}

const MAX_PAGES = 50;
/** The images of a document read for barcodes: a boarding pass or a ticket has one or two. */
const MAX_IMAGES = 12;

export interface PdfContent {
  text: string;
  /** The messages of the barcodes its images hold. */
  barcodes: string[];
  /** When the document was made, when it says (a confirmation is made when the booking is). */
  created?: Date;
}

/** 'D:20190819192328+01'00'', the PDF's form of a date. */
function pdfDate(value: unknown): Date | undefined {
  const m = typeof value === 'string' ? /^D:(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?(?:([+-])(\d{2})'?(\d{2})?'?|Z)?/.exec(value) : null;
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const offset = sign ? `${sign}${oh}:${om}` : 'Z';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The barcodes of a page's images, `budget` images at most; pdf.js decodes each image it paints. */
async function pageBarcodes(page: PDFPageProxy, OPS: { paintImageXObject: number }, budget: number): Promise<{ barcodes: string[]; read: number }> {
  const operators = await page.getOperatorList();
  const args = operators.argsArray as unknown[][];
  const names = operators.fnArray.flatMap((op, i) => (op === OPS.paintImageXObject ? [args[i]?.[0]] : [])).filter((n): n is string => typeof n === 'string');
  const barcodes: string[] = [];
  let read = 0;
  for (const name of [...new Set(names)].slice(0, budget)) {
    read++;
    const pixels = await new Promise<Partial<Pixels> | null>((resolve) => {
      page.objs.get(name, (image: unknown) => resolve(image as Partial<Pixels> | null));
    });
    if (!pixels?.data || !pixels.width || !pixels.height || ![1, 2, 3].includes(pixels.kind ?? 0)) continue;
    barcodes.push(...(await barcodesIn(pixels as Pixels)));
  }
  return { barcodes, read };
}

export async function pdfContent(data: Uint8Array): Promise<PdfContent> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js takes over the buffer it is given. Images come as pixels, not as a canvas's bitmap.
  const task = getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0, isOffscreenCanvasSupported: false, maxImageSize: MAX_BARCODE_PIXELS });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') throw new PdfTextError('the PDF is protected by a password');
    throw new PdfTextError('the PDF could not be read');
  }
  try {
    const pages: string[] = [];
    const barcodes: string[] = [];
    let images = 0;
    for (let n = 1; n <= Math.min(document.numPages, MAX_PAGES); n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      const items = content.items.filter((i): i is TextItem => 'str' in i && i.str.trim() !== '');
      const lines = new Map<number, TextItem[]>();
      for (const item of items) {
        const y = Math.round(((item.transform as number[])[5] ?? 0) / 3);
        lines.set(y, [...(lines.get(y) ?? []), item]);
      }
      const text = [...lines.entries()]
        .sort((a, b) => b[0] - a[0])
        .map(([, line]) => {
          const left = (item: TextItem) => (item.transform as number[])[4] ?? 0;
          line.sort((a, b) => left(a) - left(b));
          let out = '';
          let x = 0;
          for (const item of line) {
            const charWidth = item.str.length > 0 ? item.width / item.str.length : 5;
            const gap = out === '' ? 0 : Math.max(1, Math.round((left(item) - x) / Math.max(charWidth, 1)));
            out += ' '.repeat(Math.min(gap, 40)) + item.str;
            x = left(item) + item.width;
          }
          return out;
        })
        .join('\n');
      pages.push(text);
      if (images < MAX_IMAGES) {
        const onPage = await pageBarcodes(page, OPS, MAX_IMAGES - images);
        images += onPage.read;
        barcodes.push(...onPage.barcodes);
      }
      page.cleanup();
    }
    const all = pages.join('\n\n');
    if (all.trim() === '' && barcodes.length === 0) throw new PdfTextError('the PDF has no text to read (a scan?)');
    const info: { CreationDate?: unknown } | undefined = (await document.getMetadata().catch(() => undefined))?.info;
    return { text: all, barcodes, created: pdfDate(info?.CreationDate) };
  } finally {
    await document.destroy();
  }
}
