import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import { formatMoney, fromMinorUnits } from '../../../shared/money.js';
import { paymentKinds } from '../../../shared/receipts.js';
import { safeCell } from '../../http/csv.js';
import { runReader } from '../../workers/reader-pool.js';
import { openImage } from '../record-parts/images.js';

/** The report with the receipts' PDF pages after its own, put together in the reader pool. */
const appendPdfPages = (report: Buffer, pdfs: Uint8Array[]) => (pdfs.length === 0 ? Promise.resolve(report) : runReader('appendPdfPages', { report, pdfs }));

/** A receipt as the report and its own PDF print it. */
export interface ReceiptLine {
  id: string;
  /** Local date (YYYY-MM-DD) and time (HH:mm) where it was paid, and the zone. */
  date: string;
  time: string;
  zone: string;
  receiptType: string | null;
  vendor: string;
  payment: 'T' | 'F';
  /** The card, "Visa ····4242". */
  card: string | null;
  currency: string;
  amountMinor: number;
  homeCurrency: string;
  homeAmountMinor: number | null;
  rate: string | null;
  rateDate: string | null;
  rateSource: 'same' | 'reference' | 'user' | 'charged' | 'missing';
  trip: string | null;
  project: string | null;
  /** The picture for its page: an upright image (any format sharp reads), or a PDF as uploaded. */
  image: { bytes: Uint8Array; kind: 'image' | 'pdf' } | null;
}

export interface MileageLine {
  date: string;
  fromPlace: string;
  toPlace: string;
  miles: string;
  purpose: string;
  ratePerMile: string;
  currency: string;
  amountMinor: number;
  trip: string | null;
}

export interface ExpenseReport {
  title: string;
  period: string;
  generatedAt: Date;
  traveller: string;
  homeCurrency: string;
  receipts: ReceiptLine[];
  mileage: MileageLine[];
}

const mdy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const sources: Record<ReceiptLine['rateSource'], string> = {
  same: 'home currency',
  reference: 'ECB reference rate',
  user: 'rate typed by the user',
  charged: 'amount charged on the card',
  missing: 'missing: not counted',
};
const homeText = (r: ReceiptLine) => (r.homeAmountMinor === null ? 'rate missing' : formatMoney(r.homeAmountMinor, r.homeCurrency));

/** pdfkit draws JPEG and PNG: other images are turned into JPEG first. */
async function drawable(bytes: Uint8Array): Promise<Buffer> {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  return jpeg ? Buffer.from(bytes) : openImage(bytes).jpeg({ quality: 80 }).toBuffer();
}

function newDocument(title: string, author: string) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: title, Author: author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

/** The lines of a receipt's fields, as its PDF and its page in the report print them. */
function fieldLines(r: ReceiptLine): [string, string][] {
  return [
    ['Date', `${mdy(r.date)} ${r.time} (${r.zone})`],
    ['Type', r.receiptType ?? '—'],
    ['Vendor', r.vendor || '—'],
    ['Payment', r.payment === 'F' ? `${paymentKinds.F}${r.card ? `, ${r.card}` : ''}` : paymentKinds.T],
    ['Amount', formatMoney(r.amountMinor, r.currency)],
    ...(r.currency !== r.homeCurrency
      ? ([[`In ${r.homeCurrency}`, `${homeText(r)}${r.rate ? ` at ${r.rate}${r.rateDate ? ` of ${mdy(r.rateDate)}` : ''}` : ''} (${sources[r.rateSource]})`]] as [string, string][])
      : []),
    ...(r.trip ? ([['Trip', r.trip]] as [string, string][]) : []),
    ...(r.project ? ([['Project', r.project]] as [string, string][]) : []),
  ];
}

/** The image scaled to fit the rest of the page below the cursor, keeping its shape. */
async function drawImage(doc: PDFKit.PDFDocument, bytes: Uint8Array) {
  const top = doc.y + 8;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const height = doc.page.height - doc.page.margins.bottom - top;
  doc.image(await drawable(bytes), doc.page.margins.left, top, { fit: [width, height], align: 'center' });
}

/** 'Create PDF': one page with the receipt's fields and its image (a PDF receipt's own pages follow it). */
export async function receiptPdf(line: ReceiptLine & { tags?: { key: string; value: string }[] }): Promise<Uint8Array> {
  const { doc, done } = newDocument(`Receipt ${line.vendor}`.trim(), '');
  doc.font('Helvetica-Bold').fontSize(16).text(line.vendor || 'Receipt');
  doc.moveDown(0.4).fontSize(10);
  for (const [label, value] of [...fieldLines(line), ...(line.tags ?? []).map((t): [string, string] => [t.key, t.value])]) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  if (line.image?.kind === 'image') await drawImage(doc, line.image.bytes);
  if (line.image?.kind === 'pdf') doc.moveDown().font('Helvetica-Oblique').text('The original receipt (PDF) follows.');
  doc.end();
  return appendPdfPages(await done, line.image?.kind === 'pdf' ? [line.image.bytes] : []);
}

interface Totals {
  count: number;
  amountMinor: number;
  homeMinor: number;
  missing: number;
}
function totalsBy(lines: ReceiptLine[], key: (r: ReceiptLine) => string) {
  const totals = new Map<string, Totals & { currency: string }>();
  for (const r of lines) {
    const k = key(r);
    const t = totals.get(k) ?? { currency: r.currency, count: 0, amountMinor: 0, homeMinor: 0, missing: 0 };
    t.count += 1;
    t.amountMinor += r.amountMinor;
    if (r.homeAmountMinor === null) t.missing += 1;
    else t.homeMinor += r.homeAmountMinor;
    totals.set(k, t);
  }
  return totals;
}

/** The figures of a report in its home currency: receipts converted, mileage, and what is left out. */
export function reportTotals(report: ExpenseReport) {
  const home = report.homeCurrency;
  const counted = report.receipts.filter((r) => r.homeAmountMinor !== null && r.homeCurrency === home);
  const receiptsMinor = counted.reduce((sum, r) => sum + (r.homeAmountMinor ?? 0), 0);
  const mileageMinor = report.mileage.filter((m) => m.currency === home).reduce((sum, m) => sum + m.amountMinor, 0);
  const miles = report.mileage.reduce((sum, m) => sum + Number(m.miles), 0);
  return { receiptsMinor, mileageMinor, totalMinor: receiptsMinor + mileageMinor, notCounted: report.receipts.length - counted.length, miles: Math.round(miles * 10) / 10 };
}

/**
 * The expense report: a summary by receipt type and currency, the conversions with their rates,
 * the mileage, the grand total in the home currency, the list of receipts; then every receipt's
 * image on a page of its own, and the pages of receipts that are PDFs.
 */
export async function expenseReportPdf(report: ExpenseReport): Promise<Uint8Array> {
  const home = report.homeCurrency;
  const totals = reportTotals(report);
  const { doc, done } = newDocument(report.title, report.traveller);
  doc.font('Helvetica-Bold').fontSize(18).text(report.title);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(report.traveller);
  doc.text(`Period: ${report.period}`);
  doc.text(`Generated: ${report.generatedAt.toISOString().slice(0, 19).replace('T', ' ')} UTC`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text('Summary by receipt type and currency').font('Helvetica').fontSize(10).moveDown(0.3);
  const byType = totalsBy(report.receipts, (r) => `${r.receiptType ?? 'No type'}\u0000${r.currency}`);
  doc.table({
    columnStyles: ['*', 50, 40, 90, 90],
    data: [
      ['Type', 'Currency', 'Count', 'Amount', `In ${home}`],
      ...[...byType].map(([key, t]) => [
        key.split('\u0000')[0] ?? '',
        t.currency,
        String(t.count),
        formatMoney(t.amountMinor, t.currency),
        t.missing > 0 ? `${formatMoney(t.homeMinor, home)} (+${t.missing} without rate)` : formatMoney(t.homeMinor, home),
      ]),
    ],
  });
  doc.moveDown();

  const foreign = report.receipts.filter((r) => r.currency !== home);
  if (foreign.length > 0) {
    doc.font('Helvetica-Bold').fontSize(12).text(`Conversions into ${home}`).font('Helvetica').fontSize(10).moveDown(0.3);
    doc.table({
      columnStyles: [62, '*', 80, 80, 90, 70],
      data: [
        ['Date', 'Vendor', 'Amount', 'Rate', 'Source', `In ${home}`],
        ...foreign.map((r) => [
          mdy(r.date),
          r.vendor || '—',
          formatMoney(r.amountMinor, r.currency),
          r.rate ? `${Number(r.rate).toPrecision(6)}${r.rateDate ? ` (${mdy(r.rateDate)})` : ''}` : '—',
          sources[r.rateSource],
          homeText(r),
        ]),
      ],
    });
    doc.moveDown();
  }

  if (report.mileage.length > 0) {
    doc.font('Helvetica-Bold').fontSize(12).text('Mileage').font('Helvetica').fontSize(10).moveDown(0.3);
    doc.table({
      columnStyles: [62, '*', '*', 44, 50, 70],
      data: [
        ['Date', 'From – to', 'Purpose', 'Miles', 'Rate', 'Amount'],
        // The PDF's standard fonts have no arrow; the en dash is theirs.
        ...report.mileage.map((m) => [mdy(m.date), `${m.fromPlace} – ${m.toPlace}`, m.purpose || '—', m.miles, m.ratePerMile, formatMoney(m.amountMinor, m.currency)]),
        ['', 'Total', '', String(totals.miles), '', formatMoney(totals.mileageMinor, home)],
      ],
    });
    doc.moveDown();
  }

  doc.font('Helvetica-Bold').fontSize(12).text(`Total to reimburse: ${formatMoney(totals.totalMinor, home)}`);
  doc.font('Helvetica').fontSize(10).text(`Receipts ${formatMoney(totals.receiptsMinor, home)} + mileage ${formatMoney(totals.mileageMinor, home)}`);
  if (totals.notCounted > 0) doc.text(`${totals.notCounted} receipt(s) without an exchange rate are not counted in this total.`);
  doc.moveDown();

  if (report.receipts.length > 0) {
    doc.font('Helvetica-Bold').fontSize(12).text('Receipts').font('Helvetica').fontSize(10).moveDown(0.3);
    doc.table({
      columnStyles: [62, 80, '*', 80, 80],
      data: [['Date', 'Type', 'Vendor', 'Amount', `In ${home}`], ...report.receipts.map((r) => [mdy(r.date), r.receiptType ?? '—', r.vendor || '—', formatMoney(r.amountMinor, r.currency), homeText(r)])],
    });
  }

  const pdfs: Uint8Array[] = [];
  for (const r of report.receipts) {
    if (!r.image) continue;
    if (r.image.kind === 'pdf') {
      pdfs.push(r.image.bytes);
      continue;
    }
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).text(`${mdy(r.date)} · ${r.vendor || r.receiptType || 'Receipt'} · ${formatMoney(r.amountMinor, r.currency)}`);
    await drawImage(doc, r.image.bytes);
  }
  doc.end();
  return appendPdfPages(await done, pdfs);
}

/** The report's lines as CSV: one row per receipt and per drive. */
export function expenseReportCsv(report: ExpenseReport): string {
  const receiptRows = report.receipts.map((r) => [
    'Receipt', r.date, r.time, r.zone, r.receiptType ?? '', r.vendor, r.payment === 'F' ? `${paymentKinds.F}${r.card ? ` ${r.card}` : ''}` : paymentKinds.T,
    r.currency, fromMinorUnits(r.amountMinor, r.currency), r.rate ?? '', r.rateDate ?? '', sources[r.rateSource], r.homeCurrency,
    r.homeAmountMinor === null ? '' : fromMinorUnits(r.homeAmountMinor, r.homeCurrency), '', '', r.trip ?? '', r.project ?? '',
  ]);
  const mileageRows = report.mileage.map((m) => [
    'Mileage', m.date, '', '', 'Mileage', `${m.fromPlace} → ${m.toPlace}${m.purpose ? ` (${m.purpose})` : ''}`, '', m.currency,
    fromMinorUnits(m.amountMinor, m.currency), '', '', '', m.currency, fromMinorUnits(m.amountMinor, m.currency), m.miles, m.ratePerMile, m.trip ?? '', '',
  ]);
  return stringify(
    [...receiptRows, ...mileageRows].map((row) => row.map(safeCell)),
    {
      header: true,
      columns: ['Kind', 'Date', 'Time', 'Zone', 'Type', 'Vendor / route', 'Payment', 'Currency', 'Amount', 'Rate', 'Rate date', 'Rate source', 'Home currency', 'Home amount', 'Miles', 'Rate per mile', 'Trip', 'Project'],
    },
  );
}
