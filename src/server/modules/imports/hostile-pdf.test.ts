// Text made to stall a parser (issue 21) as a PDF's text layer: the PDF reader answers each within
// the bound the other readers keep (hostile-text.test.ts), in a file of its own so that the two run side by side.
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { extract } from './extract.js';
import { BOUND_MS, hostile, reference, timed } from './testing/hostile.js';

const longest = { ms: 0, what: '' };

/** A PDF whose text layer is the hostile text, a few thousand characters a line (pdf.js gives lines, not newline characters). */
async function pdfOf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 10 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const line = text.replace(/\n/g, ' ').slice(0, 4_000);
  doc.fontSize(2);
  for (let y = 10; y < 800; y += 4) doc.text(line, 10, y, { lineBreak: false });
  doc.end();
  return done;
}

describe('hostile text in a PDF', () => {
  afterAll(() => {
    console.log(`longest PDF read of hostile text: ${longest.ms.toFixed(0)} ms of processor time (${longest.what})`);
  });

  for (const [name, text] of Object.entries(hostile)) {
    it(`reads ${name} as a PDF's text layer within ${BOUND_MS / 1000} s`, { timeout: 180_000 }, async () => {
      const pdf = await pdfOf(text);
      expect(await timed(`pdf, ${name}`, () => extract(pdf, { name: 'itinerary.pdf', reference }), longest)).toBeLessThan(BOUND_MS);
    });
  }
});
