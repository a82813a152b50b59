// A receipt forwarded by mail (a ride, a hotel folio, an airline's fare receipt, a restaurant's
// e-receipt): its fields read from the mail's text and its PDF, and the file the receipt keeps:
// the PDF attached, or else a PDF of the mail's text. Runs in the reader pool (a task of
// reader-worker.ts): the mail is a stranger's.
import PDFDocument from 'pdfkit';
import PostalMime from 'postal-mime';
import { readHtml } from '../imports/html.js';
import { pdfContent } from '../imports/pdf.js';
import { readReceipt, type ReadReceipt, type ReceiptContext } from './receipt-reader.js';

/** The mail's text kept for reading and for the PDF made of it: far more than any receipt's. */
const TEXT_KEPT = 40_000;

export interface MailedReceipt {
  read: ReadReceipt;
  /** The receipt's file: the mail's PDF, or one made of its text. */
  file: { name: string; bytes: Uint8Array };
}

/** A plain PDF of a mail's text: its subject as the title, then the text as it reads. */
function textPdf(subject: string, text: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: subject || 'Receipt' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(14).text(subject || 'Receipt');
    doc.moveDown();
    // The standard fonts know Latin-1 only: other characters would be drawn as nothing useful.
    doc.font('Helvetica').fontSize(10).text(text.replace(/[^\n\x20-\x7E\xA0-\xFF€]/g, ' '));
    doc.end();
  });
}

/**
 * What a forwarded mail says as a receipt: undefined when it reads as none (no total found). Its
 * first PDF attachment is read with its text and kept as the receipt's file.
 */
export async function mailedReceipt(data: Uint8Array, context: ReceiptContext): Promise<MailedReceipt | undefined> {
  const mail = await PostalMime.parse(data, { maxNestingDepth: 50, maxRfc822NestingDepth: 5 });
  const body = mail.html ? readHtml(mail.html).text : (mail.text ?? '');
  const attachment = mail.attachments.find((a) => a.mimeType.toLowerCase() === 'application/pdf' || (a.filename ?? '').toLowerCase().endsWith('.pdf'));
  const pdf = attachment ? (typeof attachment.content === 'string' ? new TextEncoder().encode(attachment.content) : new Uint8Array(attachment.content)) : undefined;
  const pdfText = pdf ? await pdfContent(pdf).then((c) => c.text, () => '') : '';
  // The subject last: it names the sender more often than not ('Your receipt from Lyft'), but its
  // date, without a year or a time, is the receipt's only where the text has none.
  const text = [body, pdfText, mail.subject ?? ''].join('\n').slice(0, TEXT_KEPT);
  const read = readReceipt(text, context);
  if (!read.total) return undefined;
  const file = pdf && pdfText ? { name: attachment?.filename || 'receipt.pdf', bytes: pdf } : { name: 'receipt.pdf', bytes: await textPdf(mail.subject ?? '', [body, pdfText].join('\n').slice(0, TEXT_KEPT)) };
  return { read, file };
}
