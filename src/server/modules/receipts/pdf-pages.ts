// What receipts do with PDFs through pdf-lib, run in the reader pool (workers/reader-worker.ts): a
// crafted PDF (one flat array of millions of numbers) takes pdf-lib seconds of one core to parse.
import { PDFDocument } from 'pdf-lib';

/** Whether `bytes` parse as a PDF (encrypted ones included: their pages are still there). */
export const pdfParses = (bytes: Uint8Array): Promise<boolean> =>
  PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false }).then(
    () => true,
    () => false,
  );

/** The report with the pages of the receipts that are PDFs after its own; one that does not parse is left out. */
export async function withPdfPages(report: Uint8Array, pdfs: Uint8Array[]): Promise<Uint8Array> {
  const merged = await PDFDocument.load(report);
  for (const bytes of pdfs) {
    const source = await PDFDocument.load(bytes, { ignoreEncryption: true }).catch(() => undefined);
    if (!source) continue;
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
