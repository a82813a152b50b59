// The tasks of the reader pool (reader-pool.ts), one per named export, each run in a worker thread
// away from the event loop that answers requests.
import { extract as extractData, type Extraction } from '../modules/imports/extract.js';
import { pdfContent } from '../modules/imports/pdf.js';
import { mailedReceipt, type MailedReceipt } from '../modules/receipts/mailed-receipt.js';
import { pdfParses, withPdfPages } from '../modules/receipts/pdf-pages.js';
import type { ReceiptContext } from '../modules/receipts/receipt-reader.js';
import { imageMetadata, type ImageMetadata } from '../modules/record-parts/image-metadata.js';
import { planTimeImport, type PlanResult } from '../modules/timecards/time-import-plan.js';

export interface ExtractJob {
  data: Uint8Array;
  name: string;
  reference: Date;
}

/** What a file, mail or pasted text holds (the import readers). */
export const extract = ({ data, name, reference }: ExtractJob): Promise<Extraction> => extractData(data, { name, reference });

/** What an uploaded image's metadata tells. */
export const readImageMetadata = ({ data }: { data: Uint8Array }): Promise<ImageMetadata> => imageMetadata(data);

/** Whether an uploaded receipt's PDF parses. */
export const checkPdf = ({ data }: { data: Uint8Array }): Promise<boolean> => pdfParses(data);

/** A PDF's text layer: a receipt sent as a PDF is read from it. */
export const pdfText = async ({ data }: { data: Uint8Array }): Promise<{ text: string }> => ({ text: (await pdfContent(data)).text });

/** A forwarded mail read as a receipt, with the file the receipt keeps; undefined when it reads as none. */
export const readMailedReceipt = ({ data, context }: { data: Uint8Array; context: ReceiptContext }): Promise<MailedReceipt | undefined> => mailedReceipt(data, context);

/** An expense report with its receipts' PDF pages appended. */
export const appendPdfPages = ({ report, pdfs }: { report: Uint8Array; pdfs: Uint8Array[] }): Promise<Uint8Array> => withPdfPages(report, pdfs);

/** The timecards a Toggl Track, Clockify or Harvest CSV export would make, in the zone chosen for it. */
export const readTimeExport = ({ data, zone }: { data: Uint8Array; zone: string }): PlanResult => planTimeImport(data, zone);
