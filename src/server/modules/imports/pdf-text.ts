// The text of a PDF itinerary in reading order: pdf.js gives positioned runs of text; runs on one
// baseline make a line, ordered left to right with the gaps kept as spaces (so columns stay
// apart), lines top to bottom, pages one after another.
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/** Why a PDF's text could not be had, in words for the user. */
export class PdfTextError extends Error {}

const MAX_PAGES = 50;

export async function pdfText(data: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js takes over the buffer it is given.
  const task = getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') throw new PdfTextError('the PDF is protected by a password');
    throw new PdfTextError('the PDF could not be read');
  }
  try {
    const pages: string[] = [];
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
      page.cleanup();
    }
    const all = pages.join('\n\n');
    if (all.trim() === '') throw new PdfTextError('the PDF has no text to read (a scan?)');
    return all;
  } finally {
    await document.destroy();
  }
}
