import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { ExpenseReportQuery } from '../../../shared/receipts.js';
import { localOf } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema/projects.js';
import { mileage, paymentTypes, receiptCounts, receipts, receiptTypes } from '../../db/schema/receipts.js';
import { trips } from '../../db/schema/trips.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { removeBlobs } from '../record-parts/documents.service.js';
import { milesText, trimDecimal } from './conversion.js';
import { expenseReportCsv, expenseReportPdf, receiptPdf, type ExpenseReport, type MileageLine, type ReceiptLine } from './receipt-documents.js';
import { getReceipt, type ReceiptDeps } from './receipts.service.js';

/**
 * The receipts `where` selects, as the report prints them, in date order; with `images`, each with
 * its picture (the upright view of a photo, or the PDF as uploaded), read from the store in turn.
 */
async function receiptLines(deps: { db: Db; store: BlobStore }, where: SQL | undefined, images: boolean): Promise<ReceiptLine[]> {
  const rows = await deps.db
    .select({
      id: receipts.id,
      at: receipts.receiptAt,
      zone: receipts.receiptZone,
      date: receipts.receiptDate,
      receiptType: receiptTypes.name,
      vendor: receipts.vendor,
      payment: receipts.payment,
      ccName: paymentTypes.ccName,
      lastFour: paymentTypes.lastFour,
      currency: receipts.currency,
      amountMinor: receipts.amountMinor,
      homeCurrency: receipts.homeCurrency,
      homeAmountMinor: receipts.homeAmountMinor,
      rate: receipts.rate,
      rateDate: receipts.rateDate,
      rateSource: receipts.rateSource,
      trip: trips.title,
      projectNumber: projects.projectNumber,
      projectName: projects.name,
      image: receipts.image,
    })
    .from(receipts)
    .leftJoin(receiptTypes, eq(receiptTypes.id, receipts.receiptTypeId))
    .leftJoin(paymentTypes, eq(paymentTypes.id, receipts.paymentTypeId))
    .leftJoin(trips, eq(trips.id, receipts.tripId))
    .leftJoin(projects, eq(projects.id, receipts.projectId))
    .where(and(where, receiptCounts('receipts')))
    .orderBy(asc(receipts.receiptAt), asc(receipts.id));
  const lines: ReceiptLine[] = [];
  for (const r of rows) {
    const key = r.image ? (r.image.viewKey ?? r.image.originalKey) : null;
    const bytes = images && key ? await deps.store.get(key) : undefined;
    const time = localOf(r.at, r.zone).slice(11);
    lines.push({
      id: r.id,
      date: r.date,
      time,
      zone: r.zone,
      receiptType: r.receiptType,
      vendor: r.vendor,
      payment: r.payment,
      card: r.ccName !== null ? `${r.ccName} ····${r.lastFour ?? ''}` : null,
      currency: r.currency,
      amountMinor: r.amountMinor,
      homeCurrency: r.homeCurrency,
      homeAmountMinor: r.homeAmountMinor,
      rate: r.rate === null ? null : trimDecimal(r.rate),
      rateDate: r.rateDate,
      rateSource: r.rateSource,
      trip: r.trip,
      project: r.projectNumber === null ? null : [r.projectNumber, r.projectName].filter(Boolean).join(' '),
      image: bytes && r.image ? { bytes, kind: r.image.viewKey ? 'image' : 'pdf' } : null,
    });
  }
  return lines;
}

async function mileageLines(db: Db, where: SQL | undefined): Promise<MileageLine[]> {
  const rows = await db
    .select({ entry: mileage, trip: trips.title })
    .from(mileage)
    .innerJoin(trips, eq(trips.id, mileage.tripId))
    .where(where)
    .orderBy(asc(mileage.date), asc(mileage.createdAt));
  return rows.map(({ entry, trip }) => ({
    date: entry.date,
    fromPlace: entry.fromPlace,
    toPlace: entry.toPlace,
    miles: milesText(entry.tenthMiles),
    purpose: entry.purpose,
    ratePerMile: trimDecimal(entry.ratePerMile),
    currency: entry.currency,
    amountMinor: entry.amountMinor,
    trip,
  }));
}

/** MM/DD/YYYY of an ISO date (or date-time). */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The report's lines for a trip, a project or a date range (each the user's own, else 404). */
async function expenseReport(deps: { db: Db; store: BlobStore }, userId: string, query: ExpenseReportQuery, images: boolean): Promise<ExpenseReport & { fileName: string }> {
  const { db } = deps;
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName, settings: users.settings }).from(users).where(eq(users.id, userId));
  if (!user) throw AppError.notFound('User');
  const ofUser = (table: typeof receipts | typeof mileage) => eq(table.userId, userId);
  let title: string;
  let period: string;
  let receiptScope: SQL | undefined;
  let mileageScope: SQL | undefined;
  if (query.tripId) {
    const [trip] = await db.select().from(trips).where(and(eq(trips.userId, userId), eq(trips.id, query.tripId)));
    if (!trip) throw AppError.notFound('Trip');
    title = trip.title;
    // Each end on the calendar where it happens.
    const day = (at: Date | null, zone: string | null) => (at && zone ? usDate(localOf(at, zone)) : '');
    period = trip.startAt ? [day(trip.startAt, trip.startZone), day(trip.endAt, trip.endZone)].filter(Boolean).join(' – ') : 'Dates not set';
    receiptScope = and(ofUser(receipts), eq(receipts.tripId, query.tripId));
    mileageScope = and(ofUser(mileage), eq(mileage.tripId, query.tripId));
  } else if (query.projectId) {
    const [project] = await db.select({ number: projects.projectNumber, name: projects.name }).from(projects).where(and(eq(projects.userId, userId), eq(projects.id, query.projectId)));
    if (!project) throw AppError.notFound('Project');
    title = [project.number, project.name].filter(Boolean).join(' ');
    period = 'All dates';
    const projectTrips = db.select({ id: trips.id }).from(trips).where(and(eq(trips.userId, userId), eq(trips.projectId, query.projectId)));
    receiptScope = and(ofUser(receipts), eq(receipts.projectId, query.projectId));
    mileageScope = and(ofUser(mileage), inArray(mileage.tripId, projectTrips));
  } else {
    const from = query.from ?? '';
    const to = query.to ?? '';
    title = `${usDate(from)} – ${usDate(to)}`;
    period = title;
    receiptScope = and(ofUser(receipts), gte(receipts.receiptDate, from), lte(receipts.receiptDate, to));
    mileageScope = and(ofUser(mileage), gte(mileage.date, from), lte(mileage.date, to));
  }
  const [receiptRows, mileageRows] = await Promise.all([receiptLines(deps, receiptScope, images), mileageLines(db, mileageScope)]);
  const slug = title.replace(/[^A-Z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 60) || 'report';
  return {
    title: `Expense report: ${title}`,
    period,
    generatedAt: new Date(),
    traveller: `${user.firstName} ${user.lastName}`,
    homeCurrency: user.settings.currency ?? 'USD',
    receipts: receiptRows,
    mileage: mileageRows,
    fileName: `expense-report-${slug}`,
  };
}

/** The expense report as a file: a PDF with every receipt's image, or a CSV of the same lines. */
export async function expenseReportFile(deps: { db: Db; store: BlobStore }, userId: string, query: ExpenseReportQuery) {
  const report = await expenseReport(deps, userId, query, query.format === 'pdf');
  if (query.format === 'csv') {
    return { bytes: new TextEncoder().encode(expenseReportCsv(report)), fileName: `${report.fileName}.csv`, contentType: 'text/csv; charset=utf-8' };
  }
  return { bytes: await expenseReportPdf(report), fileName: `${report.fileName}.pdf`, contentType: 'application/pdf' };
}

/**
 * 'Create PDF': the receipt's one-page PDF (its fields and image), stored with the receipt; a
 * PDF made before is replaced, and its file removed once the new one is recorded.
 */
export async function createReceiptPdf(deps: ReceiptDeps, userId: string, id: string) {
  const [line] = await receiptLines(deps, and(eq(receipts.userId, userId), eq(receipts.id, id)), true);
  if (!line) throw AppError.notFound('Receipt');
  const { tags } = await getReceipt(deps, userId, id);
  const bytes = await receiptPdf({ ...line, tags });
  const key = `${userId}/${randomUUID()}.pdf`;
  await deps.store.put(key, bytes);
  try {
    const [before] = await deps.db.select({ pdfKey: receipts.pdfKey }).from(receipts).where(and(eq(receipts.userId, userId), eq(receipts.id, id)));
    const [row] = await deps.db.update(receipts).set({ pdfKey: key, pdfCreatedAt: new Date() }).where(and(eq(receipts.userId, userId), eq(receipts.id, id))).returning({ id: receipts.id });
    if (!row) throw AppError.notFound('Receipt');
    await removeBlobs(deps.store, [before?.pdfKey ?? null]);
  } catch (error) {
    await removeBlobs(deps.store, [key]);
    throw error;
  }
  return getReceipt(deps, userId, id);
}

/** The receipt's PDF made by 'Create PDF'; 404 before it is made. */
export async function readReceiptPdf(deps: { db: Db; store: BlobStore }, userId: string, id: string) {
  const [row] = await deps.db.select({ pdfKey: receipts.pdfKey, vendor: receipts.vendor, date: receipts.receiptDate }).from(receipts).where(and(eq(receipts.userId, userId), eq(receipts.id, id)));
  if (!row) throw AppError.notFound('Receipt');
  const bytes = row.pdfKey ? await deps.store.get(row.pdfKey) : undefined;
  if (!bytes) throw AppError.notFound('PDF');
  const name = [row.date, row.vendor].filter(Boolean).join(' ').replace(/[^A-Z0-9 .-]+/gi, '').trim() || 'receipt';
  return { bytes, fileName: `Receipt ${name}.pdf`, contentType: 'application/pdf' };
}
